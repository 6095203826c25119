// Reports and feedback lists at scale: p50/p95 of the reported list (default page, a deep page, each
// sort, a name search), the Reporters drawer and the feedback list, straight on the service functions,
// on an already seeded PostgreSQL database (default orrery_bench1m on 127.0.0.1; kept as it is).
// Run: BENCH_REPORTED_DATABASE_URL=postgres://… npx tsx bench/reported.ts
import { openDb } from '@orrery/db';
import { listFeedback } from '../apps/server/src/modules/feedback/service';
import { listReported, listReporters } from '../apps/server/src/modules/reports/service';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { timeCalls } from './lib/server.mjs';

const URL = process.env.BENCH_REPORTED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/orrery_bench1m';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const handle = await openDb({ databaseUrl: URL });
const { db } = handle;

async function time(label: string, run: () => Promise<{ total?: number }>) {
  const { p50, p95, answer } = await timeCalls(() => run(), { warmup: 3, runs: RUNS });
  console.log(
    `${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   total ${answer.total ?? '-'}`,
  );
}

try {
  const page = { skip: 0, limit: 20 };
  const first = await listReported(db, page, {});
  const heavy = await listReported(db, page, { sortBy: 'totalReports', orderBy: 'desc' });
  await time('reported: default page (last reported)', () => listReported(db, page, {}));
  await time('reported: page 100', () => listReported(db, { skip: 1980, limit: 20 }, {}));
  for (const sortBy of ['totalReports', 'totalUniqueReportedBy', 'nickName', 'createdAt'] as const)
    await time(`reported: sortBy ${sortBy}`, () => listReported(db, page, { sortBy }));
  await time('reported: search name "ana"', () => listReported(db, page, { search: 'ana' }));
  const top = heavy.items[0]!;
  await time(`reporters of the most reported (${top.totalReports})`, async () => ({
    total: (await listReporters(db, { id: top._id, ...page })).pagination.total,
  }));
  await time('reporters of the first row', async () => ({
    total: (await listReporters(db, { id: first.items[0]!._id, ...page })).pagination.total,
  }));
  await time('feedback: default page', () => listFeedback(db, page, { type: 'admin' }));
  await time('feedback: key=suggestion, search "dark"', () =>
    listFeedback(db, page, { key: 'suggestion', search: 'dark' }),
  );
} finally {
  await handle.close();
}
