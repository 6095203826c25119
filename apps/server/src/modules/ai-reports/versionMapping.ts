import {
  AI_VERSION_FIELDS,
  type AiReportEngine,
  type AiReportVersion,
  type AiReportVersionContent,
  type AiVersionDifference,
  type Membership,
  type SourceTextKind,
} from '@orrery/contract';
import type { schema } from '@orrery/db';

export type VersionRow = typeof schema.aiReportVersions.$inferSelect;
type AiReportVersionSettings = schema.AiReportVersionSettings;

/** The stored settings as the contract types them (the route schema checked them on the way in). */
export const contentOf = (settings: AiReportVersionSettings): AiReportVersionContent => ({
  selectAIengine: settings.selectAIengine as AiReportEngine,
  maxWords: settings.maxWords,
  maxTokens: settings.maxTokens,
  sourceTexts_ai: settings.sourceTexts_ai as SourceTextKind,
  promptSystem: settings.promptSystem,
  promptUser: settings.promptUser,
});

export const toVersion = (row: VersionRow): AiReportVersion => ({
  _id: row.id,
  membership: row.membership as Membership,
  number: row.number,
  ...contentOf(row.settings),
  note: row.note,
  isLive: row.isLive,
  createdAt: row.createdAt.toISOString(),
  createdBy: { _id: row.createdBy, name: row.createdByName },
  liveSince: row.liveSince?.toISOString() ?? null,
});

/** The fields in which a version differs from the live one, with both values. */
export function differences(version: AiReportVersion, live: AiReportVersion | null): AiVersionDifference[] {
  if (!live) return [];
  return AI_VERSION_FIELDS.filter((field) => version[field] !== live[field]).map((field) => ({
    field,
    version: version[field],
    live: live[field],
  }));
}
