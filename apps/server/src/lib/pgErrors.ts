import { conflict } from './httpErrors';

/** The PostgreSQL codes the server answers for itself (the central error handler, conflictOnDuplicate). */
export const PG_CODES = {
  /** A unique index refused the row: two writes raced past the check made before them. */
  uniqueViolation: '23505',
  /** A text the column's type cannot read (`'str'::uuid`): input that no schema should have let through. */
  invalidText: '22P02',
} as const;

/**
 * The PostgreSQL code (SQLSTATE) of a failed query, also when Drizzle wraps the driver's error
 * (`DrizzleQueryError`, whose `cause` is the error of node-postgres or PGlite).
 */
export function pgCodeOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** True when the database refused a row for a unique index (PostgreSQL code 23505): two writes raced. */
export const isUniqueViolation = (error: unknown): boolean => pgCodeOf(error) === PG_CODES.uniqueViolation;

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
