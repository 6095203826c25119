import { createHash } from 'node:crypto';
import type pg from 'pg';

/** At most this many query texts are named; later ones run unnamed (each name lives on every connection). */
const MAX_NAMED = 1_000;

/**
 * Texts worth naming: with parameters (one text per filter shape, whatever the values), a single
 * statement, and no LIKE (a search keeps its per-value plan: a generic plan picked for a common name
 * would walk the whole index for a rare one).
 */
const nameable = (text: string, values: unknown) =>
  Array.isArray(values) && values.length > 0 && !text.includes(';') && !/\blike\b/i.test(text);

/**
 * Makes the pool's queries named prepared statements, one name per query text: PostgreSQL then parses
 * and analyses a list's query once per connection instead of on every call (drizzle sends its queries
 * unnamed unless each is prepared by hand). Transactions' queries (on a checked-out client) stay unnamed.
 */
export function nameStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED) {
      name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [config, values] = args;
    if (config && typeof config === 'object' && !(config as pg.QueryConfig).name) {
      const { text } = config as pg.QueryConfig;
      const name = nameable(text, values) ? nameOf(text) : undefined;
      if (name) args[0] = { ...(config as pg.QueryConfig), name };
    }
    return query(...args);
  };
  pool.query = named as typeof pool.query;
}
