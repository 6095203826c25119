import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import {
  moderationTexts,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackListAnswer,
  type FeedbackListQuery,
  type PageParams,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { iso } from '../../lib/dates';
import { notFound } from '../../lib/httpErrors';
import { likePattern } from '../../lib/paging';
import { memberNameContains } from '../members';

const { members, feedback } = schema;

type Row = { feedback: typeof feedback.$inferSelect; nickName: string | null };

function itemOf({ feedback: f, nickName }: Row): FeedbackItem {
  return {
    _id: f.id,
    memberId: f.memberId,
    nickName,
    email: f.email,
    reason: f.subject,
    kind: f.kind as FeedbackKind,
    text: f.text,
    attachments: f.attachments.map((a) => ({
      filename: a.filename,
      url: a.url,
      thumbUrl: a.thumbUrl ?? null,
      mime: a.mime,
      size: a.size,
    })),
    appVersion: f.appVersion,
    devicePlatform: f.devicePlatform,
    createdAt: iso(f.createdAt),
    modifiedAt: iso(f.modifiedAt),
  };
}

const withMember = (db: Db) =>
  db
    .select({ feedback, nickName: members.nickName })
    .from(feedback)
    .leftJoin(members, eq(members.id, feedback.memberId));

/** `GET /api/feedback/list/{skip}/{limit}`: the members' feedback, newest first; `key` picks a kind. */
export async function listFeedback(
  db: Db,
  page: PageParams,
  query: FeedbackListQuery,
): Promise<FeedbackListAnswer> {
  const term = query.search?.trim();
  const pattern = term ? likePattern(term.toLowerCase()) : null;
  const where = and(
    query.key ? eq(feedback.kind, query.key) : undefined,
    term && pattern
      ? or(
          memberNameContains(term),
          sql`lower(${feedback.email}) like ${pattern}`,
          sql`lower(${feedback.subject}) like ${pattern}`,
          sql`lower(${feedback.text}) like ${pattern}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withMember(db)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ n: count() })
      .from(feedback)
      .leftJoin(members, eq(members.id, feedback.memberId))
      .where(where),
  ]);
  return { items: rows.map(itemOf), total: total?.n ?? 0 };
}

/** `GET /api/feedback/item/{id}`: one feedback message with its member's id. */
export async function getFeedback(db: Db, id: string): Promise<FeedbackItem> {
  const [row] = await withMember(db).where(eq(feedback.id, id));
  if (!row) throw notFound(moderationTexts.feedbackNotFound);
  return itemOf(row);
}
