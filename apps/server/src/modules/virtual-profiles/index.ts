/** The Virtual Profile screen: members (role demo) made from a file's rows, one by one or all as a job. */
export { virtualProfileRoutes } from './routes';
export { failVirtualImport, runVirtualImport, unfinishedVirtualImports } from './imports';
export { VIRTUAL_IMPORT_QUEUE } from './importQueue';
