/** The job queue of Create all's imports too big to run within the call. */
export const VIRTUAL_IMPORT_QUEUE = 'virtual-profile-import';
