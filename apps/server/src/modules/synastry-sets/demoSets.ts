import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { heartBands } from '@orrery/contract';
import { categoryRows, defaultSetContent } from './defaults';
import type { SetContent } from './mapping';

const MARKER = 'synastry_sets_seeded';
export const DEFAULT_SET_NAME = 'Default';
export const DEMO_SET_NAME = 'Long marriage (demo weights)';

/** Base weight of an aspect in the demo set: harmonious contacts score high, hard ones low. */
const ASPECT_WEIGHT: Record<string, number> = { '0': 3, '60': 3, '120': 3.5, '90': 0.5, '180': 1 };
/** The planets that lift each dimension (Mercury talks, Moon and Venus bond, Sun and Mars drive, …). */
const LIFTS = {
  communication: ['me', 'mo'],
  connection: ['mo', 've'],
  energy: ['su', 'ma'],
  stability: ['sa', 'ju', 'as'],
} as const;

/**
 * The demo set: the default copied, eight planets and five aspects selected, and weights from 0 to 4
 * by aspect (trine 3.5 … square 0.5) moved by half a point up or down by the planets involved, so that
 * the four percentages of real pairs spread over the bands (tested on 300 random pairs); the text bands are drawn at 1.5 / 2 / 2.4 / 2.8.
 */
export function demoSetContent(): SetContent {
  const base = defaultSetContent(DEMO_SET_NAME);
  const orbValues: Record<string, number> = {
    conjunction: 8,
    sextile: 6,
    square: 7,
    trine: 8,
    opposition: 8,
  };
  const weight = (rule: string, dimension: keyof typeof LIFTS) => {
    const [a = '', degree = '', b = ''] = rule.split('_');
    const lifts: readonly string[] = LIFTS[dimension];
    const lift = lifts.includes(a) || lifts.includes(b) ? 0.5 : -0.5;
    return Math.min(4, Math.max(0, (ASPECT_WEIGHT[degree] ?? 2) + lift));
  };
  return {
    ...base,
    notes: 'Demo: weights chosen so that pair percentages spread across the bands.',
    planets: ['su', 'mo', 'me', 've', 'ma', 'ju', 'sa', 'as'],
    orbs: base.orbs.map((o) => {
      const value = orbValues[o.key];
      return value === undefined ? o : { ...o, value, enabled: true };
    }),
    // real pairs average 2–3 on the 0–4 scale: the text bands are drawn where they fall
    synastryCategory: categoryRows([2.8, 2.4, 2, 1.5]),
    heartLogo: heartBands(64, 56, 47),
    synastryVsGm: [{ label: 'weight', val1: 60, val2: 40 }],
    synastryRules: base.synastryRules.map((r) => ({
      rules: r.rules,
      communication: weight(r.rules, 'communication'),
      connection: weight(r.rules, 'connection'),
      energy: weight(r.rules, 'energy'),
      stability: weight(r.rules, 'stability'),
    })),
  };
}

/**
 * On a new database, once: the Default set (the catalogue, zero weights), and with demo data on, the
 * demo set. Owned by the first superadmin. A marker in app_settings keeps deleted sets deleted.
 */
export async function seedSynastrySetsOnce(db: Db, withDemo: boolean, log: FastifyBaseLogger): Promise<void> {
  const [marker] = await db
    .select({ key: schema.appSettings.key })
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, MARKER));
  if (marker) return;
  const [owner] = await db
    .select({ id: schema.admins.id, nickName: schema.admins.nickName })
    .from(schema.admins)
    .where(eq(schema.admins.userType, 'superadmin'))
    .orderBy(asc(schema.admins.createdAt))
    .limit(1);
  const sets = withDemo
    ? [defaultSetContent(DEFAULT_SET_NAME), demoSetContent()]
    : [defaultSetContent(DEFAULT_SET_NAME)];
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(schema.synastrySets)
      .values(
        // one second apart, so that the demo set is the last in the list (the page's default)
        sets.map((s, i) => {
          const at = new Date(Date.now() - (sets.length - i) * 1000);
          return {
            ...s,
            ownerId: owner?.id ?? null,
            modifiedBy: owner?.id ?? null,
            createdAt: at,
            modifiedAt: at,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: schema.synastrySets.id, name: schema.synastrySets.name });
    for (const row of rows)
      await writeAudit(tx, null, {
        action: 'synastrySet.seed',
        entity: 'synastrySet',
        entityId: row.id,
        after: row,
      });
    await tx
      .insert(schema.appSettings)
      .values({ key: MARKER, value: { sets: rows.length } })
      .onConflictDoNothing();
  });
  log.info({ sets: sets.map((s) => s.name) }, 'rule/score sets created on the new database');
}
