import { DateTime } from 'luxon';
import type { FastifyBaseLogger } from 'fastify';
import {
  REPORT_LANGUAGE_NAMES,
  type Membership,
  trendReportMessages as m,
  type TrendEventRow,
  type TrendReport,
  type TrendReportBody,
} from '@orrery/contract';
import type { Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { HttpError } from '../../lib/httpErrors';
import type { AiProvider } from '../../providers/ai';
import { memberNatalChart } from '../member-chart';
import { trendEvents, type TrendEvent } from './events';
import { reportAiSettings, reportCost, reportSettings, reportTexts } from './inputs';
import { reportRequest, textOf } from './prompt';

export interface ReportDeps {
  db: Db;
  ai: AiProvider;
  log: FastifyBaseLogger;
}

/** The report's day at 12:00 UTC, whatever time of that UTC day was sent. */
export const reportInstant = (date: string): Date =>
  DateTime.fromISO(date, { zone: 'utc' }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 }).toJSDate();

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function rowOf(e: TrendEvent, title: string, text: string | null): TrendEventRow {
  return { ...e, title, text, start: iso(e.start), end: iso(e.end), peakTime: iso(e.peakTime) };
}

/** 502: the AI provider failed; the reason goes to the log, the console shows the fixed failure message. */
const failed = () => new HttpError(502, m.failed);

/**
 * A member's trend report for a day: the events (see events.ts), each with its source text of the kind
 * the membership's live AI settings (or the settings given, to test them) ask for, and the text the AI provider writes from them within the
 * word and token budgets, with its tokens and euro cost. One audit row records a generated report
 * (who, for whom, model, tokens, euros); a provider failure writes nothing.
 */
export async function generateTrendReport(
  deps: ReportDeps,
  actor: Actor,
  body: TrendReportBody,
): Promise<{ message: string; data: TrendReport }> {
  const { db, ai, log } = deps;
  const natal = await memberNatalChart(db, body.userId);
  const date = reportInstant(body.date);
  const membership: Membership = body.usertype === 'type-p' ? 'premium' : 'free';
  const [settings, aiSettings] = await Promise.all([
    reportSettings(db),
    reportAiSettings(db, membership, body.settings),
  ]);
  const events = trendEvents(natal, date, settings);
  const sources = await reportTexts(
    db,
    events.map((e) => e.name),
  );
  const texts = new Map<string, string>();
  const rows: Record<string, TrendEventRow> = {};
  for (const e of events) {
    const text = textOf(sources.get(e.name), aiSettings.sourceTextKind);
    if (text) texts.set(e.name, text);
    rows[e.name] = rowOf(e, sources.get(e.name)?.title || e.name, text);
  }
  const base = {
    userId: body.userId,
    date: date.toISOString(),
    membership,
    transitChartData: { transit_events: rows },
    model: aiSettings.model,
    settingsFrom: body.settings ? ('given' as const) : ('live' as const),
    versionNumber: aiSettings.versionNumber,
    aiConfigured: ai.configured,
    // the source texts are kept in English only: the offline composer can't write another language
    languageNote:
      ai.configured || body.language === 'en' ? null : m.englishOnly(REPORT_LANGUAGE_NAMES[body.language]),
    maxWords: aiSettings.maxWords,
    sourceTextKind: aiSettings.sourceTextKind,
  };
  const none = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  if (events.length === 0)
    return { message: m.noEvents, data: { ...base, report: '', usage: none, tokenUsed: 0, euroReport: 0 } };

  const request = reportRequest({
    events,
    texts,
    settings: aiSettings,
    gender: body.gender,
    language: body.language,
    date,
  });
  let completion;
  try {
    completion = await ai.complete(request);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ provider: ai.name, model: request.model, reason }, 'trend report: the AI provider failed');
    throw failed();
  }
  const { inputTokens, outputTokens } = completion.usage;
  const usage = { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
  const euroReport = await reportCost(db, aiSettings.model, completion.usage);
  const data: TrendReport = {
    ...base,
    report: completion.text,
    usage,
    tokenUsed: usage.totalTokens,
    euroReport,
  };
  await db.transaction((tx) =>
    writeAudit(tx, actor, {
      action: 'generate',
      entity: 'trendReport',
      entityId: body.userId,
      after: {
        date: data.date,
        usertype: body.usertype,
        language: body.language,
        model: data.model,
        settingsFrom: data.settingsFrom,
        versionNumber: data.versionNumber,
        aiConfigured: ai.configured,
        events: events.length,
        tokenUsed: data.tokenUsed,
        euroReport,
      },
    }),
  );
  return { message: m.generated, data };
}
