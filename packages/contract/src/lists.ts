/**
 * Plain values (no schemas), so that the console can import them without bundling TypeBox:
 * keep schema-building code out of this file.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const OTP_LENGTH = 6;

export const adminSortFields = ['nickName', 'identifier', 'user_type', 'createdAt', 'lastLoginAt'] as const;
export type AdminSortField = (typeof adminSortFields)[number];
export const adminSearchFields = ['nickName', 'identifier'] as const;

export const sessionSortFields = ['tokenTime', 'lastSeenAt', 'ip'] as const;
/** The Activity screen (the audit log): newest first unless asked otherwise. */
export const auditSortFields = ['at'] as const;
