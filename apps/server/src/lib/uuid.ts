/** An id as PostgreSQL reads it: the plain form only (no `urn:uuid:`), either case. */
export const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string): boolean => UUID_TEXT.test(text);
