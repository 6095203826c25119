import { createHash } from 'node:crypto';
import type pg from 'pg';

/** At most this many query texts are named; later ones run unnamed (each name lives on every connection). */
const MAX_NAMED = 1_000;
/** At most this many texts are remembered at all (the unnamed ones too), so that the map stays bounded. */
const MAX_TEXTS = 5_000;

/** Put in a query's text, it keeps that query unnamed: planned for its values on every call. */
export const PER_VALUE_PLAN = '/* per-value plan */';

/**
 * Texts worth naming: a single statement, no LIKE (a search keeps its per-value plan: a generic plan
 * picked for a common name would walk the whole index for a rare one) and no PER_VALUE_PLAN mark. Only
 * queries with parameters are named (one text per filter shape, whatever the values).
 */
const nameable = (text: string) =>
  !text.includes(';') && !/\blike\b/i.test(text) && !text.includes(PER_VALUE_PLAN);

/**
 * Makes the pool's queries named prepared statements, one name per query text: PostgreSQL then parses
 * and analyses a list's query once per connection instead of on every call (drizzle sends its queries
 * unnamed unless each is prepared by hand). Transactions' queries (on a checked-out client) stay unnamed.
 */
export function nameStatements(pool: pg.Pool): void {
  // each text is judged once: its name, or null when it runs unnamed
  const names = new Map<string, string | null>();
  let namedCount = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_TEXTS) {
      name =
        nameable(text) && namedCount < MAX_NAMED
          ? `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
          : null;
      if (name) namedCount += 1;
      names.set(text, name);
    }
    return name ?? undefined;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const namedQuery = (...args: unknown[]) => {
    const [config, values] = args;
    if (config && typeof config === 'object' && !(config as pg.QueryConfig).name) {
      const { text } = config as pg.QueryConfig;
      const name = Array.isArray(values) && values.length > 0 ? nameOf(text) : undefined;
      if (name) args[0] = { ...(config as pg.QueryConfig), name };
    }
    return query(...args);
  };
  pool.query = namedQuery as typeof pool.query;
}
