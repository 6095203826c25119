import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column whose values come back exactly as written. Drizzle's own `jsonb` parses again any string
 * the driver returns, but both drivers (node-postgres and PGlite) have parsed jsonb already, so a stored
 * text "true", "12" or "null" came back as the boolean, the number or null. Written as JSON text; read as
 * the driver parsed it.
 */
export const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
