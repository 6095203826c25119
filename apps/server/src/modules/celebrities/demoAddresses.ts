import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { hasRun, markRun } from '../../lib/onceMarker';

const MARKER = 'demo_celebrities_reserved';

const { celebrities, auditLog } = schema;

/**
 * Once per database: the demo celebrities an older version generated (before demo data was marked) get
 * `seeded`, and their synthesised addresses move from celebrities.orrery.local to the reserved
 * celebrities.orrery.test. Only rows provably generated change: seedDemoCelebritiesOnce inserted them in
 * one transaction with its audit row (action celebrity.demo), so they share its created_at to the
 * microsecond (the transaction's now()); a celebrity staff added since never does.
 */
export async function reserveDemoCelebritiesOnce(db: Db, log: FastifyBaseLogger): Promise<void> {
  if (await hasRun(db, MARKER)) return;
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(celebrities)
      .set({
        seeded: true,
        identifier: sql`regexp_replace(${celebrities.identifier}, '@celebrities\\.orrery\\.local$', '@celebrities.orrery.test')`,
      })
      .where(
        sql`not ${celebrities.seeded} and ${celebrities.createdAt} = (
          select ${auditLog.createdAt} from ${auditLog}
          where ${auditLog.action} = 'celebrity.demo' and ${auditLog.entityId} = 'demo_celebrities_seeded'
          order by ${auditLog.id} limit 1)`,
      )
      .returning({ id: celebrities.id });
    if (rows.length)
      await writeAudit(tx, null, {
        action: 'celebrity.demo-reserved',
        entity: 'celebrity',
        entityId: MARKER,
        after: { celebrities: rows.length },
      });
    await markRun(tx, MARKER, { celebrities: rows.length });
    return rows.length;
  });
  if (changed) log.info({ celebrities: changed }, 'demo celebrities of an older version marked as demo data');
}
