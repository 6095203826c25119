import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { APP_KEY_HEADER } from '@orrery/contract';
import { schema } from '@orrery/db';
import { optionalSlots, onlySlot } from '../test/fuzz/bases';
import { baselineOf, casesFor, type Case } from '../test/fuzz/cases';
import {
  BURST,
  LETTERS,
  burstVerdict,
  freshened,
  isCreate,
  type Answer,
  type BurstKind,
} from '../test/fuzz/concurrency';
import { operationsOf, type OpenApiDocument, type Operation, type Parts } from '../test/fuzz/operations';
import { EMAIL, example, type ExampleContext, type Schema } from '../test/fuzz/schemaValues';
import { expectedOnRefusal, installWriteLog, takeWrites, type Write } from '../test/fuzz/writeLog';
import { createTestApp, multipartFile, samplePng } from '../test/helpers';
import { insertMember } from '../test/members';
import { newSessionToken, sha256Hex } from './lib/tokens';
import { seedLanguagesOnce } from './modules/languages';
import { signInPacing } from './modules/sign-in';

/**
 * Every operation of the OpenAPI document, signed in as a superadmin, with malformed input: no answer
 * may be a 5xx, every refusal is `{valid: false, message}`, and a refused request writes nothing. Each
 * create route is also raced: its accepted request sent ten times at once (see `race`). The operations
 * come from the document, so a new route is fuzzed as soon as it is registered.
 */
// the app key, so that POST /api/events reaches its checks and its insert (modules/app-events)
const APP_KEY = 'fuzz-app-events-key-0123456789';
const t = await createTestApp({ APP_EVENTS_KEY: APP_KEY });
// sign-in steps for one e-mail from many addresses are slowed (modules/sign-in/lockout): not waited out here
const signInWaits = vi.spyOn(signInPacing, 'pause').mockResolvedValue(undefined);
const png = await samplePng();
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

// a little of everything the routes read, so that valid ids reach the handlers' queries and writes
const memberA = await insertMember(t.db, { isRegistrationComplete: true, countryCode: 'IN' });
const memberB = await insertMember(t.db, { gender: 'm' });
const leaving = await insertMember(t.db, { isDeleted: true, deletedAt: new Date() });
await t.db.insert(schema.memberDeletions).values({ memberId: leaving, reason: 'taking_break' });
const [photo] = await t.db
  .insert(schema.memberPhotos)
  .values({ memberId: memberA, position: 1, url: '/files/members/pool/fuzz.jpg' })
  .returning({ id: schema.memberPhotos.id });
const [message] = await t.db
  .insert(schema.feedback)
  .values({ memberId: memberA, email: 'a@example.com', subject: 'It crashes' })
  .returning({ id: schema.feedback.id });
await t.db.insert(schema.memberReports).values({ reportedId: memberA, reporterId: memberB, text: 'Fake' });
const otherAdmin = await t.addAdmin('admin');
// a live password reset link of an admin no other operation touches, so that set-password reaches its write
const resetToken = newSessionToken();
const linkOwner = await t.addAdmin('admin');
await t.db.insert(schema.adminPasswordResets).values({
  adminId: linkOwner.id,
  tokenHash: sha256Hex(resetToken),
  expiresAt: new Date(Date.now() + 3_600_000),
});
// Português and one of its translated mobile keys (modules/languages)
await seedLanguagesOnce(t.db, true);
const [portuguese] = await t.db
  .select({ id: schema.languages.id })
  .from(schema.languages)
  .where(sql`${schema.languages.key} = 'PT'`);
const [contentKey] = await t.db
  .select({ id: schema.contentKeys.id })
  .from(schema.contentKeys)
  .where(sql`${schema.contentKeys.key} = 'chat_title'`);
const knownIds = [
  memberA,
  memberB,
  leaving,
  photo?.id,
  message?.id,
  otherAdmin.id,
  portuguese?.id,
  contentKey?.id,
].filter((id): id is string => typeof id === 'string');
const avatarForm = multipartFile('file', 'me.png', 'image/png', png);
const avatar = await t.app.inject({
  method: 'POST',
  url: '/api/admin/image-upload',
  payload: avatarForm.payload,
  headers: { ...avatarForm.headers, ...t.auth(t.superadmin.token) },
});
/**
 * Texts that only a previous call makes valid, by field name: an admin's image is an uploaded one, a
 * reset link's token one that was made.
 */
const knownTexts: Record<string, string> = {
  url: avatar.json<{ data: { url: string } }>().data.url,
  token: resetToken,
};

/**
 * Path parameters whose valid value depends on another one, each with its reason:
 * - `file` of profile-upload is `{member id}-{timestamp}.jpg`, for the member of `{id}`.
 */
const linkedParams: Record<string, (path: Record<string, string>) => string> = {
  file: (path) => `${path.id ?? NIL_UUID}-1700000000000.jpg`,
};

/**
 * Body fields whose valid value no schema says (the route's own rules check them), by operation, so that
 * its baseline is accepted and the concurrency pass races it; each burst makes `LETTERS` fresh:
 * - a language: a key of letters, _ and -, and an ISO code of two letters;
 * - a content key or a category's key (one table): a letter, then letters, digits and _;
 * - an IP whitelist entry: an IPv4 address (the same in every burst: its second copy is refused, 400).
 */
const knownFields: Record<string, Record<string, unknown>> = {
  'POST /api/languages/add-language': { key: `FUZZ_${LETTERS}`, isoCode: 'FZ', mobileKey: `fuzz_${LETTERS}` },
  'POST /api/languages/add-content': { key: `content_${LETTERS}` },
  'POST /api/languages/add-language-category': { key: `category_${LETTERS}` },
  'PUT /api/setting/ip-whitelist/save/{id}': { ipAddress: '203.0.113.7', ip6Address: null },
};

await installWriteLog(t.db);
const versioned = (await t.db.execute(
  // (the optimistic-lock counters only: content_exports.version is a text label)
  sql`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'version' and data_type = 'integer'`,
)) as unknown as { rows: { table_name: string }[] };
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<OpenApiDocument>();
const operations = operationsOf(doc);

let token = t.superadmin.token;
let signedOut = false;
let requests = 0;

/** After an accepted write: versions back to 1, so that the next case passes the version check. */
async function resetVersions(): Promise<void> {
  for (const { table_name: table } of versioned.rows) {
    await t.db.execute(sql`update ${sql.identifier(table)} set version = 1 where version <> 1`);
  }
  await takeWrites(t.db);
}

interface Outcome {
  status: number;
  problem?: string;
  writes: Write[];
}

/** Each request its own client address: sign-in failures lock one address out. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const cut = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Sends one case and says what is wrong with its answer, if anything. */
async function send(op: Operation, c: Case): Promise<Outcome> {
  requests += 1;
  // each request its own e-mail (no create conflicts) and its own address (sign-in failures lock one out)
  const fresh = (text: string) => text.replaceAll(EMAIL, `fuzz${requests}@example.com`);
  const payload = typeof c.payload === 'string' ? fresh(c.payload) : c.payload;
  const answer = await t.app.inject({
    method: c.method as 'GET',
    url: fresh(c.url),
    payload,
    headers: { ...t.auth(token), [APP_KEY_HEADER]: APP_KEY, ...c.headers },
    remoteAddress: addressOf(requests),
  });
  const writes = await takeWrites(t.db);
  const status = answer.statusCode;
  const where = `${op.method} ${op.path} — ${c.label}`;
  const said = `${status} ${cut(answer.body)}`;
  const sent = `${c.method} ${cut(c.url)}${payload === undefined ? '' : ` ${cut(String(payload))}`}`;
  const wrote = `[${writes.map((w) => `${w.operation} ${w.table} ${w.changed?.join(',') ?? ''}`).join('; ')}]`;
  if (status === 401) signedOut = true;
  if (status >= 500) {
    return { status, writes, problem: `${where}: answered ${said}, wrote ${wrote}; sent ${sent}` };
  }
  if (status < 400) {
    if (writes.length) await resetVersions();
    return { status, writes };
  }
  const body = answer.json<{ valid?: unknown; message?: unknown }>();
  if (body.valid !== false || typeof body.message !== 'string' || !body.message.trim()) {
    return { status, writes, problem: `${where}: a refusal without {valid: false, message}: ${said}` };
  }
  if (writes.every(expectedOnRefusal)) return { status, writes };
  return { status, writes, problem: `${where}: refused with ${said} but wrote ${wrote}; sent ${sent}` };
}

/** The uuid slots of an operation: its uuid path and query parameters, and its uuid body fields. */
function uuidSlots(op: Operation): string[] {
  const params = op.parameters.filter((p) => p.schema.format === 'uuid').map((p) => p.name);
  const fields = Object.entries(op.body?.properties ?? {}).filter(([, s]) => s.format === 'uuid');
  return [...params, ...fields.map(([name]) => name)];
}

/** Every way to fill the uuid slots with a known id or the nil uuid (one id for all past two slots). */
function idChoices(slots: string[]): Record<string, string>[] {
  const candidates = [NIL_UUID, ...knownIds];
  if (slots.length > 2) return candidates.map((id) => Object.fromEntries(slots.map((slot) => [slot, id])));
  return slots.reduce<Record<string, string>[]>(
    (choices, slot) => choices.flatMap((choice) => candidates.map((id) => ({ ...choice, [slot]: id }))),
    [{}],
  );
}

/** The valid-ish parts of a request, built from the schemas with these ids. */
function partsOf(op: Operation, ids: Record<string, string>): Parts {
  const context: ExampleContext = {
    uuid: (slot) => ids[slot] ?? NIL_UUID,
    known: (slot) => knownTexts[slot],
  };
  const text = (name: string, s: Schema) => String(example(s, context, name));
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const param of op.parameters) {
    if (param.in === 'path') path[param.name] = text(param.name, param.schema);
    if (param.in === 'query') query[param.name] = text(param.name, param.schema);
  }
  for (const [name, linked] of Object.entries(linkedParams)) if (name in path) path[name] = linked(path);
  const body = op.body ? example(op.body, context) : undefined;
  const known = knownFields[`${op.method} ${op.path}`];
  return { path, query, body: known ? { ...(body as object), ...known } : body };
}

/** How far an answer got: accepted, refused by a rule, refused as input, not found. */
const depth = (status: number) => (status < 300 ? 3 : status === 404 ? 0 : status === 400 ? 1 : 2);

interface Baseline {
  problems: string[];
  /** The deepest-reaching parts, how deep they reached and what they wrote. */
  base: Parts;
  best: number;
  writes: Write[];
}

/** Sends the baseline with every choice of ids; answers the problems and the deepest-reaching parts. */
async function baselines(op: Operation): Promise<Baseline> {
  const problems: string[] = [];
  let base = partsOf(op, {});
  let best = -1;
  let writes: Write[] = [];
  for (const ids of idChoices(uuidSlots(op))) {
    const parts = partsOf(op, ids);
    const outcome = await send(op, baselineOf(op, `baseline with ids ${JSON.stringify(ids)}`, parts, png));
    if (outcome.problem) problems.push(outcome.problem);
    if (depth(outcome.status) > best) [base, best, writes] = [parts, depth(outcome.status), outcome.writes];
  }
  return { problems, base, best, writes };
}

/**
 * When the baseline is refused, each optional slot alone (with the required ones) as well: the base of
 * that slot's cases is the one that reaches further, so that a rule between two other fields (from age
 * needs to age) does not stop every case of this one before its value is read.
 */
async function slotBases({ base, best }: Baseline, op: Operation) {
  const problems: string[] = [];
  const bases = new Map<string, Parts>();
  if (best < 3) {
    for (const slot of optionalSlots(op)) {
      const parts = onlySlot(op, base, slot);
      const outcome = await send(
        op,
        baselineOf(op, `baseline with only ${slot} of the optional`, parts, png),
      );
      if (outcome.problem) problems.push(outcome.problem);
      if (depth(outcome.status) > best) bases.set(slot, parts);
    }
  }
  return { problems, baseFor: (slot: string) => bases.get(slot) ?? base };
}

let bursts = 0;
/** The create routes the concurrency pass raced, and what each showed. */
const raced = new Map<string, BurstKind>();

/**
 * The concurrency pass of a create route: its accepted request with fresh values (see `freshened`)
 * `BURST` times at once, then once more alone; `burstVerdict` judges the answers. On PostgreSQL the copies
 * run in parallel transactions (the test database's pool has 5 connections); on PGlite the database runs
 * one statement at a time, but the copies still interleave at every await between a check and a write.
 */
async function race(op: Operation, base: Parts): Promise<string[]> {
  bursts += 1;
  const c = baselineOf(op, 'parallel copies', base, png);
  const fresh = (text: string) => freshened(text, bursts);
  const payload = typeof c.payload === 'string' ? fresh(c.payload) : c.payload;
  const sendCopy = async (): Promise<Answer> => {
    requests += 1;
    const answer = await t.app.inject({
      method: c.method as 'POST',
      url: fresh(c.url),
      payload,
      headers: { ...t.auth(token), [APP_KEY_HEADER]: APP_KEY, ...c.headers },
      remoteAddress: addressOf(requests),
    });
    if (answer.statusCode === 401) signedOut = true;
    return { status: answer.statusCode, body: answer.body };
  };
  const answers = await Promise.all(Array.from({ length: BURST }, sendCopy));
  const replay = await sendCopy();
  if ((await takeWrites(t.db)).length) await resetVersions();
  const verdict = burstVerdict(`${op.method} ${op.path} — ${BURST} parallel copies`, answers, replay);
  raced.set(`${op.method} ${op.path}`, verdict.kind);
  return verdict.problems;
}

async function signedIn(): Promise<void> {
  if (!signedOut) return;
  token = await t.signIn(t.superadmin.identifier, t.superadmin.password);
  signedOut = false;
}

afterAll(async () => {
  signInWaits.mockRestore();
  await t.close();
});

describe('route fuzzer: malformed input to every operation of the OpenAPI document', () => {
  it('reads the operations from the document, and the setup worked', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(avatar.statusCode).toBe(200);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      await signedIn();
      const baseline = await baselines(op);
      const { problems, base } = baseline;
      const slots = await slotBases(baseline, op);
      problems.push(...slots.problems);
      for (const c of casesFor(op, base, png, slots.baseFor)) {
        const outcome = await send(op, c);
        if (outcome.problem) problems.push(outcome.problem);
      }
      // the concurrency pass, after the cases: its copies may use up what the cases need (a member's photo slots)
      if (isCreate(op.method, baseline.writes)) problems.push(...(await race(op, base)));
      expect(problems).toEqual([]);
    },
    // hundreds of requests a route: on a busy two-core machine the longest take over a minute
    120_000,
  );

  it('raced the create routes: those with a unique key let exactly one of the copies through', () => {
    const unique = [...raced].filter(([, kind]) => kind === 'unique key').map(([route]) => route);
    expect(unique).toEqual(
      expect.arrayContaining([
        'POST /api/admin/add-admin',
        'POST /api/languages/add-language',
        'POST /api/languages/add-content',
        'POST /api/languages/add-language-category',
        'POST /api/pair/create/group',
        'POST /api/location/location-map',
      ]),
    );
  });

  it('leaves every row it wrote readable: each read still answers', async () => {
    await signedIn();
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET'))
      problems.push(...(await baselines(op)).problems);
    expect(problems).toEqual([]);
  });
});
