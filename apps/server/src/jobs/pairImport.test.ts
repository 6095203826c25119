import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { schema } from '@orrery/db';
import { pgBossQueue } from '../providers/jobs';
import { declarePairImportWork } from './pairImport';
import { PAIR_IMPORT_QUEUE, runImport, startImport } from '../modules/pairs';
import { finishedJob, usePgBoss } from '../../test/jobs';
import { fileRow, pairWorkbook } from '../../test/pairs';
import { pollUntil } from '../../test/poll';

const log = pino({ level: 'silent' });
const pg = usePgBoss();
let actor: { id: string; nickName: string };

async function statusOf(id: string): Promise<string | undefined> {
  const status = async () =>
    (await pg.db.select().from(schema.pairImports).where(eq(schema.pairImports.id, id)))[0]?.status;
  const last = await pollUntil(status, (s) => s === 'done' || s === 'failed');
  return last === 'done' || last === 'failed' ? last : undefined;
}

const pairsIn = async (groupId: string) =>
  (await pg.db.select({ n: count() }).from(schema.pairs).where(eq(schema.pairs.groupId, groupId)))[0]?.n;

beforeAll(async () => {
  const [admin] = await pg.db
    .insert(schema.admins)
    .values({ nickName: 'Jobs', identifier: 'jobs@example.com', passwordHash: 'x', userType: 'superadmin' })
    .returning();
  actor = { id: admin?.id ?? '', nickName: 'Jobs' };
}, 60_000);

describe(`the pair-import job on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('finishes at start an import a stopped server left queued, then runs the imports sent to it', async () => {
    const left = await startImport(
      pg.db,
      actor,
      'Left queued',
      'a.xlsx',
      await pairWorkbook([fileRow(1), fileRow(2)]),
    );
    const jobs = pgBossQueue(pg.boss);
    await declarePairImportWork(jobs, { db: pg.db, log });
    expect(await statusOf(left._id)).toBe('done');
    expect(await pairsIn(left.groupId)).toBe(2);

    const sent = await startImport(
      pg.db,
      actor,
      'Sent',
      'b.xlsx',
      await pairWorkbook([fileRow(3), fileRow(4), fileRow(5)]),
    );
    await jobs.send(PAIR_IMPORT_QUEUE, { importId: sent._id }, sent._id);
    expect(await statusOf(sent._id)).toBe('done');
    expect(await pairsIn(sent.groupId)).toBe(3);
    // a second run of a finished import writes nothing
    await runImport(pg.db, sent._id);
    expect(await pairsIn(sent.groupId)).toBe(3);
  });

  it('drops the import of a group deleted before it ran, without failing', async () => {
    const gone = await startImport(
      pg.db,
      actor,
      'Deleted meanwhile',
      'c.xlsx',
      await pairWorkbook([fileRow(6)]),
    );
    await pg.db.delete(schema.pairGroups).where(eq(schema.pairGroups.id, gone.groupId));
    const id = await pg.boss.send(PAIR_IMPORT_QUEUE, { importId: gone._id });
    const job = await finishedJob(pg.boss, PAIR_IMPORT_QUEUE, id ?? '');
    expect(job?.state).toBe('completed');
  });
});
