export * from './admins';
export * from './appSettings';
export * from './members';
export * from './memberPhotos';
export * from './memberDevices';
export * from './memberDeletions';
export * from './memberTotals';
