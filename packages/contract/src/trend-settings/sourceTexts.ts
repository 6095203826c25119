import { Type, type Static } from 'typebox';
import { currentTrendsMessages as m } from './texts';
import { SOURCE_TREE, TREE_ASPECTS, TREE_NATAL_POINTS, treeKeys } from './sourceTextTree';

let validKeys: Set<string> | undefined;
/** Keys of the engine's events that the tree does not list: progressed to progressed (pp_su_con_mo). */
const engineOnly = () =>
  TREE_NATAL_POINTS.flatMap((a) =>
    TREE_ASPECTS.flatMap((asp) => TREE_NATAL_POINTS.map((b) => `pp_${a.code}_${asp.code}_${b.code}`)),
  );

/** Whether a key names a leaf of the source-text tree (or an engine event the tree does not list). */
export function isSourceTextKey(key: string): boolean {
  validKeys ??= new Set([...treeKeys(SOURCE_TREE), ...engineOnly()]);
  return validKeys.has(key);
}

/** Why a key cannot be saved or loaded ('key is required.', 'last level is required.'), or null. */
export function sourceTextKeyProblem(key: string | undefined): string | null {
  if (!key || !key.trim()) return m.keyRequired;
  return isSourceTextKey(key.trim()) ? null : m.lastLevelRequired;
}

const text = (maxLength: number) => Type.String({ maxLength });

/** The longest each field of a source text may be, in characters (the editor counts against these). */
export const SOURCE_TEXT_LIMITS = {
  title: 300,
  fullText: 20_000,
  summary: 5_000,
  keywords: 1_000,
  lordshipNormal: 5_000,
  lordshipMulaTrikona: 5_000,
  brighuSamhitaText: 20_000,
} as const;

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

export const EMPTY_SOURCE_TEXT: SourceTextFields = {
  title: '',
  fullText: '',
  summary: '',
  keywords: '',
  lordshipNormal: '',
  lordshipMulaTrikona: '',
  brighuSamhitaText: '',
};
