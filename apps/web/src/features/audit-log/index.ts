/** The Activity screen: the audit log of every change (superadmins). */
export { ActivityPage } from './ActivityPage';
