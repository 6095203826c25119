/** Deleted accounts: Pending Deletion, Permanently Removed, the retention period and the purge after it. */
export { deletedRoutes } from './routes';
export { purgeExpiredMembers, type PurgeReport } from './purge';
export { keptUntil } from './retention';
