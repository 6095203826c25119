import { count, eq } from 'drizzle-orm';
import type { SynastrySet, SynastrySetBody } from '@orrery/contract';
import { schema } from '@orrery/db';
import type { TestContext } from './helpers';
import { defaultSetContent } from '../src/modules/synastry-sets';

/** A save body: the default set with two planets, the trine ticked and a weighted Sun–Moon trine. */
export function setBody(name: string, overrides: Partial<SynastrySetBody> = {}): SynastrySetBody {
  const content = defaultSetContent(name);
  return {
    ...content,
    planets: ['su', 'mo'],
    orbs: content.orbs.map((o) => (o.key === 'trine' ? { ...o, value: 8, enabled: true } : o)),
    synastryRules: content.synastryRules.map((r) =>
      r.rules === 'su_120_mo' ? { ...r, communication: 3, connection: 2.5, energy: 1, stability: 4 } : r,
    ),
    ...overrides,
  } as SynastrySetBody;
}

/** What a test counts to prove that a refused call wrote nothing. */
export async function writesSoFar(t: TestContext): Promise<{ sets: number; audit: number }> {
  const [sets] = await t.db.select({ n: count() }).from(schema.synastrySets);
  const [audit] = await t.db
    .select({ n: count() })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entity, 'synastrySet'));
  return { sets: sets?.n ?? 0, audit: audit?.n ?? 0 };
}

export async function saveSet(t: TestContext, body: SynastrySetBody, token = t.superadmin.token) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/setting/protocol/save',
    payload: body,
    headers: t.auth(token),
  });
  if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  return res.json<{ item: SynastrySet }>().item;
}

/** The parts of a set that an export and import must carry over unchanged. */
export const scoringParts = (set: SynastrySet) => ({
  planets: set.planets,
  orbs: set.orbs,
  synastryCategory: set.synastryCategory,
  heartLogo: set.heartLogo,
  synastryVsGm: set.synastryVsGm,
  synastryRules: set.synastryRules,
});
