import { conflict } from './httpErrors';

/** True when the database refused a row for a unique index (PostgreSQL code 23505): two writes raced. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

/**
 * Runs `work`; a unique-index refusal becomes the 409 `message`, the same answer as the check done before
 * the write (two saves raced past it).
 */
export async function conflictOnDuplicate<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
