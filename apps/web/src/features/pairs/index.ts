/** The pair tests: /multiPair and /singlePair/{id}. */
export { MultiPairPage } from './MultiPairPage';
export { SinglePairPage } from './SinglePairPage';
