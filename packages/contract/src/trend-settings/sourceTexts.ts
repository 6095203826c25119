import { Type, type Static } from 'typebox';
import { SOURCE_TEXT_LIMITS } from './sourceTextValues';
import { currentTrendsMessages as m } from './texts';

const text = (maxLength: number) => Type.String({ maxLength });

/** The record of a source text without its key. */
export const SourceTextFields = Type.Object({
  title: text(SOURCE_TEXT_LIMITS.title),
  fullText: text(SOURCE_TEXT_LIMITS.fullText),
  summary: text(SOURCE_TEXT_LIMITS.summary),
  keywords: text(SOURCE_TEXT_LIMITS.keywords),
  lordshipNormal: text(SOURCE_TEXT_LIMITS.lordshipNormal),
  lordshipMulaTrikona: text(SOURCE_TEXT_LIMITS.lordshipMulaTrikona),
  brighuSamhitaText: text(SOURCE_TEXT_LIMITS.brighuSamhitaText),
});
export type SourceTextFields = Static<typeof SourceTextFields>;

/** POST setting/astro-source-texts: the record and the version it was edited from (0 for a new one). */
export const SourceTextBody = Type.Object({
  /**
   * Checked by the server's key rule (its two messages: key required, last level required); too long can
   * only be a wrong shape.
   */
  key: Type.String({ maxLength: 100, errorMessage: m.lastLevelRequired }),
  ...SourceTextFields.properties,
  version: Type.Integer({ minimum: 0, errorMessage: 'must say which version of the source text was edited' }),
});
export type SourceTextBody = Static<typeof SourceTextBody>;

/** A stored source text; version 0 and modifiedAt null when the key has no text yet. */
export const SourceText = Type.Object({
  key: Type.String(),
  ...SourceTextFields.properties,
  version: Type.Integer(),
  modifiedAt: Type.Union([Type.String(), Type.Null()]),
});
export type SourceText = Static<typeof SourceText>;
