import { eq } from 'drizzle-orm';
import type { RuleSet } from '@orrery/astro';
import { schema, type Db } from '@orrery/db';
import { isUuid } from '../../lib/uuid';

const { synastrySets } = schema;

/** A set as the engine scores with it, plus what identifies that state of the set. */
export interface ScoringSet extends RuleSet {
  id: string;
  name: string;
  /** grows on every save: a result computed with another version is stale */
  version: number;
}

/** The set with this id, ready for `synastry(chartA, chartB, set)`, or null when there is none. */
export async function ruleSetForScoring(db: Db, id: string): Promise<ScoringSet | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(synastrySets).where(eq(synastrySets.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    planets: row.planets,
    orbs: row.orbs,
    synastryCategory: row.synastryCategory,
    heartLogo: row.heartLogo,
    synastryVsGm: row.synastryVsGm,
    synastryRules: row.synastryRules,
  };
}

/** The set's current version (one indexed row, one column), or null when there is no such set. */
export async function synastrySetVersion(db: Db, id: string): Promise<number | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ version: synastrySets.version })
    .from(synastrySets)
    .where(eq(synastrySets.id, id))
    .limit(1);
  return row?.version ?? null;
}
