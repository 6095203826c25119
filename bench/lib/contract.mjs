// The contract (packages/contract, TypeScript) for the .mjs benches, loaded through tsx: the lists and
// rules the server and the console share, so that a bench never keeps its own copy of them.
import { tsImport } from 'tsx/esm/api';

export const contract = await tsImport(
  new URL('../../packages/contract/src/index.ts', import.meta.url).href,
  import.meta.url,
);
