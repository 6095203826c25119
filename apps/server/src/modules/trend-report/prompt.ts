import {
  REPORT_LANGUAGE_NAMES,
  type PromptPlaceholder,
  type ReportLanguage,
  type SourceText,
  type SourceTextKind,
} from '@orrery/contract';
import type { AiCompletionRequest } from '../../providers/ai';
import type { TrendEvent } from './events';
import type { ReportAiSettings } from './inputs';

/** The text of a source record of the kind the settings ask for, else the first kind that has one. */
export function textOf(source: SourceText | undefined, kind: SourceTextKind): string | null {
  if (!source) return null;
  const text = [source[kind], source.fullText, source.summary, source.keywords].find((t) => t.trim() !== '');
  return text?.trim() ?? null;
}

/** Strongest first: the scenario intensity, then how close to exact the event is on the day. */
export const byStrength = (a: TrendEvent, b: TrendEvent) =>
  (b.intensity ?? -1) - (a.intensity ?? -1) || b.closeness - a.closeness;

export interface PromptInput {
  events: TrendEvent[];
  texts: Map<string, string>;
  settings: ReportAiSettings;
  gender: 'm' | 'f';
  language: ReportLanguage;
  date: Date;
}

const eventLine = (e: TrendEvent, text: string | undefined) =>
  `- ${e.name} (${e.phase}${e.intensity === null ? '' : `, intensity ${e.intensity}`}` +
  `${e.house === null ? '' : `, house ${e.house}`}): ${text ?? 'no source text'}`;

/**
 * The user prompt with its placeholders filled in (every occurrence): {date} the report's day
 * (YYYY-MM-DD), {language} the language's name, {maxWords} the word budget, {gender} the reader
 * ("a woman" or "a man") and {events} the day's events strongest first, one a line with its source
 * text. A prompt without {events} gets them after it, since a report can't be written without them.
 */
export function fillPrompt(template: string, values: Record<PromptPlaceholder, string>): string {
  const filled = template.replace(
    /\{(date|language|maxWords|gender|events)\}/g,
    (_, name: PromptPlaceholder) => values[name],
  );
  return template.includes('{events}') ? filled : `${filled}\n${values.events}`;
}

/**
 * The chat request of a report: the settings' system prompt and the user prompt filled in (see
 * fillPrompt). The source texts also go as `sources`, from which the offline composer writes.
 */
export function reportRequest(input: PromptInput): AiCompletionRequest {
  const { events, texts, settings } = input;
  const ordered = [...events].sort(byStrength);
  const user = fillPrompt(settings.promptUser, {
    date: input.date.toISOString().slice(0, 10),
    language: REPORT_LANGUAGE_NAMES[input.language],
    maxWords: String(settings.maxWords),
    gender: input.gender === 'f' ? 'a woman' : 'a man',
    events: ordered.map((e) => eventLine(e, texts.get(e.name))).join('\n'),
  });
  return {
    model: settings.model,
    system: settings.promptSystem,
    user,
    maxTokens: settings.maxTokens,
    maxWords: settings.maxWords,
    language: input.language,
    sources: ordered.flatMap((e) => texts.get(e.name) ?? []),
  };
}
