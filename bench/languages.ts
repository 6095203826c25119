// Languages at scale: 5,000 mobile content keys in 9 languages (40,000 translations, most
// published, some long, some missing), written straight into the database, then the built server
// started on it and measured over HTTP:
//   - the translation view of one language, GET /api/languages/list-language-category/{skip}/500/
//     (pages across the 5,000 keys, with and without a status filter), p50/p95 after warm-up; aim p95 < 100 ms;
//   - the Dart export of the 5,000 keys in 9 languages, GET /api/languages/download-dart; aim < 1 s.
// On PGlite (a data folder) and on PostgreSQL (a throw-away database on BENCH_DATABASE_URL's server).
// Run: npx tsx bench/languages.ts   (BENCH_KEYS, BENCH_RUNS; BENCH_DATABASE_URL='' skips PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, runMigrations, schema, type DbHandle } from '@orrery/db';
import { msRow, recordResults } from './lib/results.mjs';
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
import {
  EMAIL,
  PASSWORD,
  aim,
  buildIfMissing,
  percentile,
  signInAnswer,
  startServer,
  timeCalls,
  timed,
} from './lib/server.mjs';

const KEYS = Number(process.env.BENCH_KEYS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
/** What this bench prints, for bench/RESULTS.md. */
const rows: (string | boolean)[][] = [];

buildIfMissing();

const LANGUAGES = [
  ['English', 'EN', 'United States', 'US', 'en'],
  ['Português', 'PT', 'Brazil', 'BR', 'pt_BR'],
  ['Spanish', 'ES', 'Spain', 'ES', 'es'],
  ['French', 'FR', 'France', 'FR', 'fr'],
  ['German', 'DE', 'Germany', 'DE', 'de'],
  ['Italian', 'IT', 'Italy', 'IT', 'it'],
  ['Dutch', 'NL', 'Netherlands', 'NL', 'nl'],
  ['Turkish', 'TR', 'Turkey', 'TR', 'tr'],
  ['Hindi', 'HI', 'India', 'IN', 'hi'],
] as const;

async function chunked<T>(rows: T[], size: number, write: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** 9 languages, KEYS mobile keys in 50 categories (every tenth a function_base), their translations. */
async function fill(handle: DbHandle): Promise<void> {
  const { db } = handle;
  // the server's first start would otherwise add its own demo keys
  await db.insert(schema.appSettings).values({ key: 'languages_seeded', value: { bench: true } });
  const langs = await db
    .insert(schema.languages)
    .values(
      LANGUAGES.map(([language, key, country, isoCode, mobileKey]) => ({
        language,
        key,
        country,
        isoCode,
        mobileKey,
      })),
    )
    .returning({ id: schema.languages.id, key: schema.languages.key });
  const keys = Array.from({ length: KEYS }, (_, i) => {
    const fn = i % 10 === 0 ? `helper${i % 40}_` : null;
    return {
      category: `screen_${String(i % 50).padStart(2, '0')}`,
      key: fn ? `${fn}text${i}` : `screen_${i % 50}_text_${i}`,
      base:
        i % 7 === 0
          ? `A longer text for key ${i}, long enough to pass the fifty character cut-off.`
          : `Text ${i} {n}`,
      type: fn ? ('function_base' as const) : ('static' as const),
      useFor: 'mobile' as const,
      functionName: fn,
    };
  });
  const ids: string[] = [];
  await chunked(keys, 1000, async (part) => {
    const rows = await db.insert(schema.contentKeys).values(part).returning({ id: schema.contentKeys.id });
    ids.push(...rows.map((r) => r.id));
  });
  const translations = langs
    .filter((l) => l.key !== 'EN')
    .flatMap((l, li) =>
      ids.flatMap((contentId, i) =>
        (i + li) % 13 === 0
          ? []
          : [{ contentId, languageId: l.id, value: `${l.key} ${i} {n}`, isPublished: (i + li) % 5 !== 0 }],
      ),
    );
  await chunked(translations, 2000, (part) => db.insert(schema.translations).values(part));
  await db.insert(schema.contentExports).values({ version: '1.0.0' });
  console.log(
    `  ${ids.length.toLocaleString('en')} keys, ${translations.length.toLocaleString('en')} translations, ${langs.length} languages`,
  );
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({
    PORT: '8105',
    SEED_MEMBERS: '0',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    ...env,
  });
  try {
    const { accessToken } = await signInAnswer(server, EMAIL, PASSWORD);
    const get = async (path: string) => {
      const res = await fetch(`${server.base}/api/languages/${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.text();
    };
    const list = JSON.parse(await get('language-list')) as { languageList: { _id: string; key: string }[] };
    const pt = list.languageList.find((l) => l.key === 'PT')?._id ?? '';
    const pages = Math.ceil(KEYS / 500);
    const view = (i: number) =>
      get(
        `list-language-category/${(i % pages) * 500}/500/?languageId=${pt}&useFor=mobile${i % 3 === 2 ? '&status=unPublish' : ''}`,
      );
    const { p50, p95 } = await timeCalls(view, { warmup: 5, runs: RUNS });
    console.log(
      `${label}: translation view of Português, 500 of ${KEYS.toLocaleString('en')} keys a page: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ${aim('p95', p95, 100)}`,
    );
    const viewName = `${label}: translation view of Português, 500 of ${KEYS.toLocaleString('en')} keys a page`;
    rows.push(msRow(`${viewName}: p50`, p50, undefined, 0), msRow(`${viewName}: p95`, p95, 100, 0));
    await get('download-dart?version=1.0.1');
    const dart: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 5; i++) {
      const run = await timed(() => get('download-dart?version=1.0.1'));
      dart.push(run.ms);
      bytes = run.value.length;
    }
    const worst = Math.max(...dart);
    console.log(
      `${label}: Dart export of ${KEYS.toLocaleString('en')} keys in ${LANGUAGES.length} languages (${(bytes / 1024 / 1024).toFixed(1)} MB): median ${percentile(dart, 50).toFixed(0)} ms, slowest ${worst.toFixed(0)} ms; ${aim('slowest', worst, 1000)}`,
    );
    const dartName = `${label}: Dart export of ${KEYS.toLocaleString('en')} keys in ${LANGUAGES.length} languages (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
    rows.push(
      msRow(`${dartName}: median of 5`, percentile(dart, 50), undefined, 0),
      msRow(`${dartName}: slowest of 5`, worst, 1000, 0),
    );
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-languages-'));
try {
  const handle = await openDb({ pgliteDir: join(dataDir, 'pglite') });
  await runMigrations(handle);
  console.log('PGlite:');
  await fill(handle);
  await handle.close();
  await measure('PGlite', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (PG_SERVER !== '') {
  const pgDir = mkdtempSync(join(tmpdir(), 'orrery-bench-languages-'));
  try {
    await withScratchDatabase(PG_SERVER, 'orrery_bench_languages', async (url) => {
      const handle = await openDb({ databaseUrl: url, poolSize: 4 });
      await runMigrations(handle);
      console.log('PostgreSQL:');
      await fill(handle);
      await handle.close();
      await measure('PostgreSQL', { DATABASE_URL: url, DATA_DIR: pgDir });
    });
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
  }
}

recordResults(
  'Languages (bench/languages.ts)',
  rows,
  `${KEYS.toLocaleString('en')} mobile content keys in ${LANGUAGES.length} languages written straight into the database, then the built server measured over HTTP; the translation view ${RUNS} runs after 5 warm-up.`,
);
