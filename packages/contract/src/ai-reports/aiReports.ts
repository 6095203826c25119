import { Type, type Static } from 'typebox';
import { Nullable } from '../common';
import { AI_LIMITS, AI_NUMBER_FIELDS, MEMBERSHIPS, type AiReportEngine, type SourceTextKind } from './values';

const ENGINE_VALUES = ['gpt-4o', 'gpt-4o-mini', 'deepseek-r1'] as const satisfies readonly AiReportEngine[];
const KIND_VALUES = ['fullText', 'summary', 'keywords'] as const satisfies readonly SourceTextKind[];

export const AiEngine = Type.Enum(ENGINE_VALUES, {
  errorMessage: 'the AI model must be gpt-4o, gpt-4o-mini or DeepSeek R1 (deepseek-r1)',
});
export const SourceKind = Type.Enum(KIND_VALUES, {
  errorMessage: 'Source Texts must be fullText, summary or keywords',
});
export const MembershipParam = Type.Enum(MEMBERSHIPS, {
  errorMessage: 'the membership must be premium or free',
});
const MaxWords = Type.Integer({
  minimum: AI_LIMITS.maxWords.min,
  maximum: AI_LIMITS.maxWords.max,
  errorMessage: AI_NUMBER_FIELDS.maxWords.message,
});
const MaxTokens = Type.Integer({
  minimum: AI_LIMITS.maxTokens.min,
  maximum: AI_LIMITS.maxTokens.max,
  errorMessage: AI_NUMBER_FIELDS.maxTokens.message,
});
const Prompt = (name: string) =>
  Type.String({
    minLength: 1,
    maxLength: AI_LIMITS.prompt,
    pattern: '\\S',
    errorMessage: `${name} is required (at most ${AI_LIMITS.prompt} characters)`,
  });

/** The AI settings: both blocks and the two prompts, saved and loaded whole. */
export const AiReportSettings = Type.Object({
  selectAIengine_p: AiEngine,
  selectAIengine_f: AiEngine,
  maxWords_p: MaxWords,
  maxWords_f: MaxWords,
  maxTokens_p: MaxTokens,
  maxTokens_f: MaxTokens,
  sourceTexts_ai_p: SourceKind,
  sourceTexts_ai_f: SourceKind,
  promptSystem: Prompt('The system prompt'),
  promptUser: Prompt('The user prompt'),
});
export type AiReportSettings = Static<typeof AiReportSettings>;

const VersionField = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  errorMessage: 'must say which version of the settings was edited',
});

export const AiReportSettingsBody = Type.Object({ ...AiReportSettings.properties, version: VersionField });
export type AiReportSettingsBody = Static<typeof AiReportSettingsBody>;

/** Which provider writes the reports: the console says plainly when no AI model is configured. */
export const AiProviderInfo = Type.Object({
  name: Type.Union([Type.Literal('openai-compatible'), Type.Literal('offline composer')]),
  configured: Type.Boolean(),
});
export type AiProviderInfo = Static<typeof AiProviderInfo>;

export const AiReportSettingsData = Type.Object({
  ...AiReportSettings.properties,
  version: Type.Integer(),
  modifiedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type AiReportSettingsData = Static<typeof AiReportSettingsData>;

export const AiReportSettingsAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.Optional(Type.String()),
  data: AiReportSettingsData,
  aiProvider: AiProviderInfo,
});
export type AiReportSettingsAnswer = Static<typeof AiReportSettingsAnswer>;

/** One block's settings with the prompts: what a version holds, and what report generation uses. */
export const AiReportVersionContent = Type.Object({
  selectAIengine: AiEngine,
  maxWords: MaxWords,
  maxTokens: MaxTokens,
  sourceTexts_ai: SourceKind,
  promptSystem: Prompt('The system prompt'),
  promptUser: Prompt('The user prompt'),
});
export type AiReportVersionContent = Static<typeof AiReportVersionContent>;

export const AiReportVersionBody = Type.Object({
  membership: MembershipParam,
  ...AiReportVersionContent.properties,
  note: Type.Optional(Type.String({ maxLength: AI_LIMITS.note })),
});
export type AiReportVersionBody = Static<typeof AiReportVersionBody>;

export const AiReportVersion = Type.Object({
  _id: Type.String(),
  membership: MembershipParam,
  number: Type.Integer(),
  ...AiReportVersionContent.properties,
  note: Type.String(),
  isLive: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Object({ _id: Nullable(Type.String()), name: Type.String() }),
  liveSince: Nullable(Type.String({ format: 'date-time' })),
});
export type AiReportVersion = Static<typeof AiReportVersion>;

export const AiReportVersionList = Type.Object({
  valid: Type.Literal(true),
  items: Type.Array(AiReportVersion),
  liveVersionId: Nullable(Type.String()),
});
export type AiReportVersionList = Static<typeof AiReportVersionList>;

export const AiReportVersionAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  item: AiReportVersion,
});
export type AiReportVersionAnswer = Static<typeof AiReportVersionAnswer>;

/** The live version the console saw: setting another live answers 409 when it changed since. */
export const SetLiveBody = Type.Object({
  liveVersionId: Nullable(
    Type.String({ format: 'uuid', errorMessage: 'liveVersionId must be a version id or null' }),
  ),
});
export type SetLiveBody = Static<typeof SetLiveBody>;

export const AiVersionDifference = Type.Object({
  field: Type.String(),
  version: Type.Union([Type.String(), Type.Number()]),
  live: Type.Union([Type.String(), Type.Number()]),
});
export type AiVersionDifference = Static<typeof AiVersionDifference>;

export const AiReportCompareAnswer = Type.Object({
  valid: Type.Literal(true),
  version: AiReportVersion,
  live: Nullable(AiReportVersion),
  differences: Type.Array(AiVersionDifference),
});
export type AiReportCompareAnswer = Static<typeof AiReportCompareAnswer>;

/** Euros per million input and output tokens of one model. */
export const ModelPrice = Type.Object({
  model: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '\\S',
    errorMessage: 'a model name is required',
  }),
  input: Type.Number({
    minimum: 0,
    maximum: AI_LIMITS.price,
    errorMessage: AI_NUMBER_FIELDS.price.message,
  }),
  output: Type.Number({
    minimum: 0,
    maximum: AI_LIMITS.price,
    errorMessage: AI_NUMBER_FIELDS.price.message,
  }),
});
export type ModelPrice = Static<typeof ModelPrice>;

export const PriceTableBody = Type.Object({
  prices: Type.Array(ModelPrice, {
    minItems: 1,
    maxItems: AI_LIMITS.priceRows,
    errorMessage: `the price table holds 1 to ${AI_LIMITS.priceRows} models`,
  }),
  version: VersionField,
});
export type PriceTableBody = Static<typeof PriceTableBody>;

export const PriceTableAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.Optional(Type.String()),
  data: Type.Object({ prices: Type.Array(ModelPrice), version: Type.Integer() }),
});
export type PriceTableAnswer = Static<typeof PriceTableAnswer>;

/** Tokens of one call and what they cost (null: the model has no price in the table). */
export const AiCost = Type.Object({
  inputTokens: Type.Integer(),
  outputTokens: Type.Integer(),
  euro: Nullable(Type.Number()),
});
export type AiCost = Static<typeof AiCost>;
