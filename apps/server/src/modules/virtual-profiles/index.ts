/** The Virtual Profile screen: members (role demo) made from a file's rows, one by one or all as a job. */
export { virtualProfileRoutes } from './routes';
export { failVirtualImport, runVirtualImport, unfinishedVirtualImports } from './imports';
export { useVirtualImportQueue } from './importQueue';
