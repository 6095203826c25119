/** The admins: their list, records and avatars, and the first superadmin. */
export { adminRoutes } from './routes';
export { ensureFirstSuperadmin } from './bootstrap';
export { adminErrors, adminTags } from './params';
export { type AdminRow } from './mapping';
