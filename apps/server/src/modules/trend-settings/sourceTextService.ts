import { eq, inArray } from 'drizzle-orm';
import {
  currentTrendsMessages as m,
  EMPTY_SOURCE_TEXT,
  sourceTextKeyProblem,
  type SourceText,
  type SourceTextBody,
  type SourceTextFields,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/httpErrors';

const { astroSourceTexts } = schema;
type TextRow = typeof astroSourceTexts.$inferSelect;

function toSourceText(row: TextRow): SourceText {
  return {
    key: row.key,
    title: row.title,
    fullText: row.fullText,
    summary: row.summary,
    keywords: row.keywords,
    lordshipNormal: row.lordshipNormal,
    lordshipMulaTrikona: row.lordshipMulaTrikona,
    brighuSamhitaText: row.brighuSamhitaText,
    version: row.version,
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

/** The key trimmed, or a 400 with its message ('key is required.', 'last level is required.'). */
export function checkedKey(key: string | undefined): string {
  const problem = sourceTextKeyProblem(key);
  if (problem) throw badRequest(problem);
  return (key ?? '').trim();
}

async function findRow(db: Db, key: string, lock = false): Promise<TextRow | undefined> {
  const query = db.select().from(astroSourceTexts).where(eq(astroSourceTexts.key, key)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The text of a valid key; an empty record (version 0) when it has none yet. */
export async function getSourceText(db: Db, rawKey: string): Promise<SourceText> {
  const key = checkedKey(rawKey);
  const row = await findRow(db, key);
  return row ? toSourceText(row) : { key, ...EMPTY_SOURCE_TEXT, version: 0, modifiedAt: null };
}

/** The texts of these keys, by key (keys without a text are absent). For the report's events. */
export async function sourceTextsFor(db: Db, keys: readonly string[]): Promise<Map<string, SourceText>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(astroSourceTexts).where(inArray(astroSourceTexts.key, unique));
  return new Map(rows.map((row) => [row.key, toSourceText(row)]));
}

/** Every key that has a text, sorted (the tree marks them). */
export async function sourceTextKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: astroSourceTexts.key })
    .from(astroSourceTexts)
    .orderBy(astroSourceTexts.key);
  return rows.map((row) => row.key);
}

const contentOf = (body: SourceTextFields) => ({
  title: body.title,
  fullText: body.fullText,
  summary: body.summary,
  keywords: body.keywords,
  lordshipNormal: body.lordshipNormal,
  lordshipMulaTrikona: body.lordshipMulaTrikona,
  brighuSamhitaText: body.brighuSamhitaText,
});

/** Saves a key's text over the version the console loaded (0: a new text); 409 when it changed since. */
export async function saveSourceText(db: Db, actor: Actor, body: SourceTextBody): Promise<SourceText> {
  const key = checkedKey(body.key);
  const content = contentOf(body);
  const saved = await db.transaction(async (tx) => {
    const before = await findRow(tx, key, true);
    if ((before?.version ?? 0) !== body.version) throw conflict(m.sourceTextStale);
    const at = new Date();
    const [row] = before
      ? await tx
          .update(astroSourceTexts)
          .set({ ...content, modifiedAt: at, modifiedBy: actor.id, version: before.version + 1 })
          .where(eq(astroSourceTexts.key, key))
          .returning()
      : await tx
          .insert(astroSourceTexts)
          .values({ key, ...content, createdAt: at, modifiedAt: at, modifiedBy: actor.id })
          .onConflictDoNothing()
          .returning();
    if (!row) throw conflict(m.sourceTextStale);
    await writeAudit(tx, actor, {
      action: before ? 'sourceText.update' : 'sourceText.add',
      entity: 'sourceText',
      entityId: key,
      before: before ? contentOf(before) : null,
      after: content,
    });
    return row;
  });
  return toSourceText(saved);
}
