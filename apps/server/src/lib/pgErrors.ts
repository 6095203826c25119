/** True when the database refused a row for a unique index (PostgreSQL code 23505): two writes raced. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';
