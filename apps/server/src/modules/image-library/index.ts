/** The image library (the Image screen): pictures for virtual profiles, uploaded and listed. */
export { imageLibraryRoutes } from './routes';
export { libraryImages, type LibraryImageRow } from './service';
