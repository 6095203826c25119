import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isReservedMailDomain, mailDomainOf, DEMO_PUSH_TOKEN_PREFIX } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { DEFAULT_SEED, generatedMemberId } from '@orrery/db/seed';
import { writeAudit } from '../../lib/audit';
import { hasRun, markRun } from '../../lib/onceMarker';

const MARKER = 'demo_members_reserved';
/** Left by seedDemoMembersOnce with the number of members it generated. */
const SEEDED_MARKER = 'demo_members_seeded';
const CHUNK = 2000;
/** Where the generated addresses of older versions (public mail domains) move to. */
const RESERVED_DOMAIN = 'example.com';

const { members, memberDevices, feedback, appSettings } = schema;

/**
 * A generated address (`first.last<index>@domain`) at a domain that is not reserved moves to
 * example.com; one that is reserved, or that staff changed (no longer of the generator's shape), stays.
 */
function reservedAddress(identifier: string, index: number): string {
  const domain = mailDomainOf(identifier);
  if (isReservedMailDomain(domain)) return identifier;
  const local = identifier.slice(0, identifier.length - domain.length - 1);
  const shape = /^[a-z0-9]*\.[a-z0-9]*?(\d+)$/.exec(local);
  return shape?.[1] === String(index) ? `${local}@${RESERVED_DOMAIN}` : identifier;
}

async function seededCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SEEDED_MARKER));
  const made = (row?.value as { members?: unknown } | undefined)?.members;
  return typeof made === 'number' && Number.isInteger(made) && made > 0 ? made : 0;
}

/**
 * Once per database: the demo members an older version generated at start-up (before demo data was
 * marked) get `seeded`, their addresses at public mail domains move to example.com (their feedback's
 * address too) and their device tokens become demo-shaped. Only rows that are provably generated change:
 * a generated member's id is its seed stream's first draw (generatedMemberId), which no member who
 * joined since can have; the start-up seed is DEFAULT_SEED and its marker holds how many it made.
 */
export async function reserveDemoMembersOnce(db: Db, log: FastifyBaseLogger): Promise<void> {
  if (await hasRun(db, MARKER)) return;
  const total = await seededCount(db);
  const changed = { members: 0, addresses: 0, tokens: 0 };
  for (let start = 0; start < total; start += CHUNK) {
    const indexOf = new Map<string, number>();
    for (let i = start; i < Math.min(total, start + CHUNK); i++)
      indexOf.set(generatedMemberId(DEFAULT_SEED, i), i);
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: members.id, identifier: members.identifier })
        .from(members)
        .where(and(inArray(members.id, [...indexOf.keys()]), not(members.seeded)));
      if (!rows.length) return;
      const ids = rows.map((r) => r.id);
      const before = rows.map((r) => r.identifier);
      const after = rows.map((r) => reservedAddress(r.identifier, indexOf.get(r.id) ?? -1));
      await tx.execute(sql`
        update ${members} m set seeded = true, identifier = v.identifier
        from unnest(${sql.param(ids)}::uuid[], ${sql.param(after)}::text[]) v(id, identifier)
        where m.id = v.id`);
      await tx.execute(sql`
        update ${feedback} f set email = v.after
        from unnest(${sql.param(ids)}::uuid[], ${sql.param(before)}::text[], ${sql.param(after)}::text[])
          v(id, before, after)
        where f.member_id = v.id and f.email = v.before and v.before <> v.after`);
      const tokens = await tx
        .update(memberDevices)
        .set({ pushToken: sql`${DEMO_PUSH_TOKEN_PREFIX} || ${memberDevices.pushToken}` })
        .where(
          and(inArray(memberDevices.memberId, ids), sql`${memberDevices.pushToken} ~ '^[A-Za-z0-9_-]{64}$'`),
        )
        .returning({ id: memberDevices.id });
      changed.members += rows.length;
      changed.addresses += after.filter((a, i) => a !== before[i]).length;
      changed.tokens += tokens.length;
    });
  }
  await db.transaction(async (tx) => {
    if (changed.members)
      await writeAudit(tx, null, {
        action: 'member.demo-reserved',
        entity: 'member',
        entityId: MARKER,
        after: changed,
      });
    await markRun(tx, MARKER, changed);
  });
  if (changed.members)
    log.info(changed, 'demo members of an older version marked: reserved addresses, demo device tokens');
}
