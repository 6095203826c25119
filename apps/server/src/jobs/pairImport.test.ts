import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import { schema, type DbHandle } from '@orrery/db';
import { pgBossQueue, startBoss, stopBoss } from '../providers/jobs';
import { declarePairImportWork } from './pairImport';
import { PAIR_IMPORT_QUEUE, runImport, startImport } from '../modules/pairs';
import { freshDatabase } from '../../test/database';
import { fileRow, pairWorkbook } from '../../test/pairs';

const log = pino({ level: 'silent' });
let handle: DbHandle;
let boss: PgBoss;
let actor: { id: string; nickName: string };

async function statusOf(id: string): Promise<string | undefined> {
  for (let i = 0; i < 100; i += 1) {
    const [row] = await handle.db.select().from(schema.pairImports).where(eq(schema.pairImports.id, id));
    if (row?.status === 'done' || row?.status === 'failed') return row.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

const pairsIn = async (groupId: string) =>
  (await handle.db.select({ n: count() }).from(schema.pairs).where(eq(schema.pairs.groupId, groupId)))[0]?.n;

beforeAll(async () => {
  handle = await freshDatabase();
  boss = await startBoss(handle, { log, supervise: false });
  const [admin] = await handle.db
    .insert(schema.admins)
    .values({ nickName: 'Jobs', identifier: 'jobs@example.com', passwordHash: 'x', userType: 'superadmin' })
    .returning();
  actor = { id: admin?.id ?? '', nickName: 'Jobs' };
}, 60_000);
afterAll(async () => {
  await stopBoss(boss);
  await handle.close();
});

describe(`the pair-import job on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('finishes at start an import a stopped server left queued, then runs the imports sent to it', async () => {
    const left = await startImport(
      handle.db,
      actor,
      'Left queued',
      'a.xlsx',
      await pairWorkbook([fileRow(1), fileRow(2)]),
    );
    const jobs = pgBossQueue(boss);
    await declarePairImportWork(jobs, { db: handle.db, log });
    expect(await statusOf(left._id)).toBe('done');
    expect(await pairsIn(left.groupId)).toBe(2);

    const sent = await startImport(
      handle.db,
      actor,
      'Sent',
      'b.xlsx',
      await pairWorkbook([fileRow(3), fileRow(4), fileRow(5)]),
    );
    await jobs.send(PAIR_IMPORT_QUEUE, { importId: sent._id }, sent._id);
    expect(await statusOf(sent._id)).toBe('done');
    expect(await pairsIn(sent.groupId)).toBe(3);
    // a second run of a finished import writes nothing
    await runImport(handle.db, sent._id);
    expect(await pairsIn(sent.groupId)).toBe(3);
  });

  it('drops the import of a group deleted before it ran, without failing', async () => {
    const gone = await startImport(
      handle.db,
      actor,
      'Deleted meanwhile',
      'c.xlsx',
      await pairWorkbook([fileRow(6)]),
    );
    await handle.db.delete(schema.pairGroups).where(eq(schema.pairGroups.id, gone.groupId));
    const id = await boss.send(PAIR_IMPORT_QUEUE, { importId: gone._id });
    let state: string | undefined;
    for (let i = 0; i < 100 && state !== 'completed' && state !== 'failed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await boss.getJobById(PAIR_IMPORT_QUEUE, id ?? ''))?.state;
    }
    expect(state).toBe('completed');
  });
});
