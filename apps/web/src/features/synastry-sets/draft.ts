import {
  CATEGORY_MAX,
  heartBands,
  isRuleVisible,
  type HeartLabel,
  type SynastryRuleRow,
  type SynastrySet,
  type SynastrySetBody,
  type SynastrySetContent,
} from '@orrery/contract';

/** The set being edited on the page: what Save to Rule/Score set sends. */
export type Draft = SynastrySetContent;

export function draftOf(set: SynastrySet): Draft {
  const { name, notes, categories, collections, planets, orbs } = set;
  const { synastryCategory, heartLogo, synastryVsGm, synastryRules } = set;
  return {
    name,
    notes,
    categories,
    collections,
    planets,
    orbs,
    synastryCategory,
    heartLogo,
    synastryVsGm,
    synastryRules,
  };
}

/** The save body: the draft without derived fields. */
export function bodyOf(draft: Draft): SynastrySetBody {
  return {
    ...draft,
    planets: draft.planets as SynastrySetBody['planets'],
    synastryRules: draft.synastryRules.map(({ isVisible: _derived, ...rule }) => rule),
  };
}

export function togglePlanet(draft: Draft, code: string, checked: boolean): Draft {
  const planets = checked ? [...new Set([...draft.planets, code])] : draft.planets.filter((p) => p !== code);
  return { ...draft, planets };
}

/**
 * Ticking an orb enables it with `restored`, the value it had before it was unticked (null when it had
 * none: the person enters one); unticking clears its value.
 */
export function setOrbEnabled(
  draft: Draft,
  key: string,
  enabled: boolean,
  restored: number | null = null,
): Draft {
  return {
    ...draft,
    orbs: draft.orbs.map((o) =>
      o.key === key ? { ...o, enabled, value: enabled ? (o.value ?? restored) : null } : o,
    ),
  };
}

export function setOrbValue(draft: Draft, key: string, value: number | null): Draft {
  return { ...draft, orbs: draft.orbs.map((o) => (o.key === key ? { ...o, value } : o)) };
}

export type CategoryField = 'val1' | 'val2' | 'val3' | 'val4';

/** A value above 4 resets to 4; the first row stays fixed at 4. */
export function setCategory(draft: Draft, row: number, field: CategoryField, value: number | null): Draft {
  if (row === 0) return draft;
  const v = Math.min(CATEGORY_MAX, Math.max(0, value ?? 0));
  return {
    ...draft,
    synastryCategory: draft.synastryCategory.map((r, i) => (i === row ? { ...r, [field]: v } : r)),
  };
}

/** Percentage of a category value: value × 100 / 4. */
export const categoryPercent = (value: number) => (value * 100) / CATEGORY_MAX;

/** The heart bands chained from the three bounds that are typed in. */
export const chainHeart = (h: SynastrySet['heartLogo']) =>
  heartBands(h.veryHigh.val1, h.high.val1, h.veryLow.val2);

/** The heart bands' editable bounds: the lower bound of Very high and High, the upper of Very Low. */
export const HEART_EDITABLE: Record<HeartLabel, 'val1' | 'val2' | null> = {
  veryHigh: 'val1',
  high: 'val1',
  medium: null,
  veryLow: 'val2',
};

export function setHeart(draft: Draft, band: HeartLabel, value: number | null): Draft {
  const field = HEART_EDITABLE[band];
  if (!field) return draft;
  const v = Math.min(100, Math.max(0, value ?? 0));
  const heartLogo = { ...draft.heartLogo, [band]: { ...draft.heartLogo[band], [field]: v } };
  return { ...draft, heartLogo: chainHeart(heartLogo) };
}

export function setVersusGm(draft: Draft, row: number, field: 'val1' | 'val2', value: number | null): Draft {
  const v = Math.min(100, Math.max(0, value ?? 0));
  return { ...draft, synastryVsGm: draft.synastryVsGm.map((r, i) => (i === row ? { ...r, [field]: v } : r)) };
}

/** Adds a rule or updates the one of the same name. */
export function upsertRule(draft: Draft, rule: SynastryRuleRow): Draft {
  const found = draft.synastryRules.some((r) => r.rules === rule.rules);
  return {
    ...draft,
    synastryRules: found
      ? draft.synastryRules.map((r) => (r.rules === rule.rules ? { ...r, ...rule } : r))
      : [...draft.synastryRules, rule],
  };
}

/** The rules shown: both planets selected and the orb ticked with a value, following the draft live. */
export function visibleRules(draft: Draft): SynastryRuleRow[] {
  return draft.synastryRules.filter((r) => isRuleVisible(r.rules, draft.planets, draft.orbs));
}

/** The rule select's search: the label starts with the typed text, case-insensitively. */
export const startsWith = (input: string, label: string) =>
  label.toLowerCase().startsWith(input.trim().toLowerCase());
