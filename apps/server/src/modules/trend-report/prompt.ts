import type { ReportLanguage, SourceText, SourceTextKind } from '@orrery/contract';
import type { AiCompletionRequest } from '../../providers/ai';
import type { TrendEvent } from './events';
import type { ReportAiSettings } from './inputs';

const LANGUAGE_NAMES: Record<ReportLanguage, string> = {
  en: 'English',
  pt_pt: 'European Portuguese',
  pt_br: 'Brazilian Portuguese',
  is: 'Icelandic',
  fr: 'French',
  hi: 'Hindi',
  gu: 'Gujarati',
  zh_tw: 'Traditional Chinese',
  zh_cn: 'Simplified Chinese',
};

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
 * The chat request of a report: the settings' system and user prompts, then the language, the
 * reader's gender, the word budget and the day's events strongest first, each with its source text.
 * The source texts also go as `sources`, from which the offline composer writes.
 */
export function reportRequest(input: PromptInput): AiCompletionRequest {
  const { events, texts, settings } = input;
  const ordered = [...events].sort(byStrength);
  const reader = input.gender === 'f' ? 'a woman' : 'a man';
  const user = [
    settings.promptUser,
    `Write in ${LANGUAGE_NAMES[input.language]} for ${reader}, in at most ${settings.maxWords} words.`,
    `The day: ${input.date.toISOString().slice(0, 10)}. The astro events, strongest first:`,
    ...ordered.map((e) => eventLine(e, texts.get(e.name))),
  ].join('\n');
  return {
    model: settings.model,
    system: settings.promptSystem,
    user,
    maxTokens: settings.maxTokens,
    maxWords: settings.maxWords,
    sources: ordered.flatMap((e) => texts.get(e.name) ?? []),
  };
}
