export * from './lists';
export * from './common';
export * from './roles';
export * from './messages';
export * from './admin';
export * from './auth';
export * from './places';
export * from './storage';
