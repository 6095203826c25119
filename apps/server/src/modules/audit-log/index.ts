/** The audit log as a screen: every change by every admin and job, for superadmins. */
export { auditLogRoutes } from './routes';
