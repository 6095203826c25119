/** The image library (spec/2 Image screen): pictures for virtual profiles, uploaded and listed. */
export { imageLibraryRoutes } from './routes';
export { libraryImages, type LibraryImageRow } from './service';
