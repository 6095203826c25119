import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  celebrityTypes,
  jungianTypes,
  roddenRatings,
  type CelebrityType,
  type RoddenRating,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import {
  chance,
  intBetween,
  makePhotoPool,
  nameSets,
  pick,
  rngFor,
  weighted,
  type PutFile,
} from '@orrery/db/seed';
import { writeAudit } from '../../lib/audit';
import { mapInSlices } from '../../lib/slices';
import { chartOfRow } from './chart';
import { demoPlaces, demoProfessions } from './demoPlaces';
import { synthesisedEmail } from './rules';

const MARKER = 'demo_celebrities_seeded';
const SEED = 0xce1eb;

const cultures = { hollywood: 'anglo', bollywood: 'indian', brazilian: 'brazilian' } as const;
/** Most celebrity birth data is from records (AA) or memory (A); some is doubtful (X, XX, DD). */
const pickRodden = weighted<RoddenRating>(
  roddenRatings.map((r, i) => [r, [30, 25, 10, 8, 7, 5, 15][i] ?? 1]),
);

type NewCelebrity = typeof schema.celebrities.$inferInsert;

/** A demo row's chart; should its time not exist at its place after all, its chart is left to compute. */
function safeChart(birth: { dob: string; tob: string; lat: number; lng: number }) {
  try {
    return chartOfRow(birth);
  } catch {
    return null;
  }
}

/**
 * `count` generated celebrities, a third of each type: names of the type's culture, a birth place of
 * its region, varied Rodden ratings, charts computed (all but about 1 in 20), introductions in en and
 * pt_BR; about a quarter unpublished (some of them without the Portuguese introduction or the chart).
 */
export function demoCelebrities(
  count: number,
  images: { f: string[]; m: string[] },
  now = Date.now(),
): Promise<NewCelebrity[]> {
  // a chart each: the event loop gets a turn between slices (requests are answered meanwhile)
  const indices = Array.from({ length: count }, (_, i) => i);
  return mapInSlices(indices, (i) => demoCelebrity(i, images, now));
}

/** The i-th demo celebrity (its own random sequence, so the same whatever the count). */
function demoCelebrity(i: number, images: { f: string[]; m: string[] }, now: number): NewCelebrity {
  const rng = rngFor(SEED, i);
  const type: CelebrityType = celebrityTypes[i % celebrityTypes.length] ?? 'hollywood';
  const gender = chance(rng, 0.5) ? 'f' : 'm';
  const names = nameSets[cultures[type]];
  const fullName = `${pick(rng, gender === 'f' ? names.female : names.male)} ${pick(rng, names.surnames)}`;
  const place = pick(rng, demoPlaces[type]);
  const [enM, enF, ptM, ptF] = pick(rng, demoProfessions[type]);
  const profession = gender === 'f' ? enF : enM;
  const profissao = gender === 'f' ? ptF : ptM;
  const year = intBetween(rng, 1935, 2002);
  const dob = `${year}-${String(intBetween(rng, 1, 12)).padStart(2, '0')}-${String(intBetween(rng, 1, 28)).padStart(2, '0')}`;
  // clocks changed between 00:00 and 03:59 (Brazil's summer time began at midnight): birth hours avoid it
  const tob = `${String(intBetween(rng, 4, 23)).padStart(2, '0')}:${String(intBetween(rng, 0, 59)).padStart(2, '0')}`;
  const unpublished = chance(rng, 0.25);
  const withChart = !unpublished || chance(rng, 0.6);
  const withPortuguese = !unpublished || chance(rng, 0.5);
  const intro = `${profession} born in ${place.pob.split(',')[0]} in ${year}.`;
  const introPt = `${profissao}, nascid${gender === 'f' ? 'a' : 'o'} em ${place.pob.split(',')[0]} em ${year}.`;
  const birth = { dob, tob, lat: place.lat, lng: place.lng };
  const chart = withChart ? safeChart(birth) : null;
  return {
    fullName,
    identifier: synthesisedEmail(fullName, now + i),
    gender,
    celebrityType: type,
    region: chance(rng, 0.1) ? 'notb' : place.region,
    heightM: Number((gender === 'f' ? intBetween(rng, 152, 180) : intBetween(rng, 162, 195)) / 100),
    profession,
    rodden: pickRodden(rng),
    jungianType: pick(rng, jungianTypes),
    shortIntro: intro,
    ...birth,
    pob: place.pob,
    credit: pick(rng, ['Birth certificate', 'Biography', 'News report', 'From memory', 'Astro-Databank']),
    imageUrl: pick(rng, images[gender]),
    imageCredit: 'Orrery demo picture',
    introductions: [
      { language: 'en', short_intro: intro, profession },
      ...(withPortuguese ? [{ language: 'pt_BR', short_intro: introPt, profession: profissao }] : []),
    ],
    chart,
    chartAt: chart ? new Date(now) : null,
    status: unpublished || !chart ? 'unPublish' : 'publish',
    roles: ['demo'],
    seeded: true,
  };
}

/** On a new database (no celebrity, never seeded), the demo celebrities with their pictures, once. */
export async function seedDemoCelebritiesOnce(
  db: Db,
  put: PutFile,
  total: number,
  log: FastifyBaseLogger,
): Promise<void> {
  if (total <= 0) return;
  const [marker] = await db
    .select({ key: schema.appSettings.key })
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, MARKER));
  const [existing] = await db.select({ n: count() }).from(schema.celebrities);
  if (marker || (existing?.n ?? 0) > 0) return;
  const started = performance.now();
  const pool = await makePhotoPool(
    (key, body, contentType) => put(key.replace(/^members\/pool\//, 'celebrities/pool/'), body, contentType),
    SEED,
    12,
  );
  const rows = await demoCelebrities(total, { f: pool.f.map((p) => p.url), m: pool.m.map((p) => p.url) });
  await db.transaction(async (tx) => {
    await tx.insert(schema.celebrities).values(rows);
    await tx
      .insert(schema.appSettings)
      .values({ key: MARKER, value: { celebrities: total, at: new Date().toISOString() } });
    await writeAudit(tx, null, {
      action: 'celebrity.demo',
      entity: 'celebrity',
      entityId: MARKER,
      after: { celebrities: total },
    });
  });
  log.info(
    { celebrities: total, ms: Math.round(performance.now() - started) },
    'demo celebrities generated on the new database',
  );
}
