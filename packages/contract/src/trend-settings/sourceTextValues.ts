/** Plain values (no schemas) of the Current Trends source texts: the console imports them without TypeBox. */
import type { SourceTextFields } from './sourceTexts';
import { SOURCE_TREE, TREE_ASPECTS, TREE_NATAL_POINTS, treeKeys } from './sourceTextTree';
import { currentTrendsMessages as m } from './texts';

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

export const EMPTY_SOURCE_TEXT: SourceTextFields = {
  title: '',
  fullText: '',
  summary: '',
  keywords: '',
  lordshipNormal: '',
  lordshipMulaTrikona: '',
  brighuSamhitaText: '',
};
