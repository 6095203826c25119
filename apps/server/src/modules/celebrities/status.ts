import { eq, sql } from 'drizzle-orm';
import { celebrityRuleMessages as rules, type CelebrityStatusBody } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/httpErrors';
import { celebrityLanguages } from './languages';
import { auditView, toCelebrityDetail, type CelebrityRow } from './mapping';

const { celebrities } = schema;

/**
 * What keeps a celebrity from being published: its chart, its image, an introduction (short intro and
 * profession) in every language of the Languages area. Empty when nothing is missing.
 */
export function missingForPublish(row: CelebrityRow, languages: { mobileKey: string; language: string }[]) {
  const missing: string[] = [];
  if (row.chart === null) missing.push(rules.missingChart);
  if (!row.imageUrl) missing.push(rules.missingImage);
  for (const l of languages) {
    const intro = row.introductions.find((i) => i.language === l.mobileKey);
    if (!intro?.short_intro.trim() || !intro.profession.trim())
      missing.push(rules.missingIntroduction(l.language));
  }
  return missing;
}

/** V2's publish/unPublish; publishing needs chart, image and every introduction (the 400 names what is missing). */
export async function setCelebrityStatus(db: Db, actor: Actor, id: string, body: CelebrityStatusBody) {
  const languages = await celebrityLanguages(db);
  const after = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(celebrities).where(eq(celebrities.id, id)).limit(1).for('update');
    if (!before) throw notFound(rules.notFound);
    if (body.version !== undefined && before.version !== body.version) throw conflict(rules.staleEdit);
    if (!before.active) throw badRequest(rules.deleted);
    if (body.status === 'publish') {
      const missing = missingForPublish(before, languages);
      if (missing.length) throw badRequest(rules.cannotPublish(missing));
    }
    if (before.status === body.status) return before;
    const [after] = await tx
      .update(celebrities)
      .set({ status: body.status, modifiedAt: sql`now()`, modifiedBy: actor.id, version: before.version + 1 })
      .where(eq(celebrities.id, id))
      .returning();
    if (!after) throw notFound(rules.notFound);
    await writeAudit(tx, actor, {
      action: 'celebrity.status',
      entity: 'celebrity',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  return toCelebrityDetail(after);
}
