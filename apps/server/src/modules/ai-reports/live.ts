import { and, eq } from 'drizzle-orm';
import { blockOf, type AiReportVersionContent, type Membership } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { HttpError } from '../../lib/httpErrors';
import { DEFAULT_AI_REPORT_SETTINGS } from './defaults';
import { contentOf } from './versionMapping';
import { listVersions, saveVersion } from './versions';

const { aiReportVersions } = schema;

/** One block of the default settings, as a version holds it. */
export const defaultContent = (membership: Membership): AiReportVersionContent =>
  blockOf(DEFAULT_AI_REPORT_SETTINGS, membership);

export interface LiveReportSettings extends AiReportVersionContent {
  /** The live version's id and number (null: none saved yet, the defaults apply). */
  versionId: string | null;
  versionNumber: number | null;
}

/** What the app's report generation uses for a membership: its live version, or the defaults when none. */
export async function liveReportSettings(db: Db, membership: Membership): Promise<LiveReportSettings> {
  const [row] = await db
    .select()
    .from(aiReportVersions)
    .where(and(eq(aiReportVersions.membership, membership), eq(aiReportVersions.isLive, true)))
    .limit(1);
  if (!row) return { ...defaultContent(membership), versionId: null, versionNumber: null };
  return { ...contentOf(row.settings), versionId: row.id, versionNumber: row.number };
}

/** On a new database: version 1 of each membership, the defaults, saved by "system" and live. */
export async function seedAiReportVersionsOnce(db: Db): Promise<void> {
  for (const membership of ['premium', 'free'] as const) {
    const { items } = await listVersions(db, membership);
    if (items.length > 0) continue;
    try {
      await saveVersion(db, null, { membership, ...defaultContent(membership) }, true);
    } catch (error) {
      // another server process seeded it at the same moment
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
}
