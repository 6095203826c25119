import { moderationTexts, type Report } from '@orrery/contract';

/** `Deleted User` for a reporter whose account is gone or pending deletion. */
export const reporterName = (user: Report['user']) => user?.nickName ?? moderationTexts.deletedUser;
