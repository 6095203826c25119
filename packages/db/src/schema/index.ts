export * from './admins';
