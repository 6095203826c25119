export { ImagesPage } from './ImagesPage';
