import type { Country } from '@orrery/contract';

/** The value of the "All" pick: every country. */
export const ALL_COUNTRIES = 'all';

export interface TopPick {
  /** A country code, ALL_COUNTRIES, or another special value a screen understands (e.g. "unspecified"). */
  value: string;
  label: string;
}

/** The registration dashboard's top picks. */
export const registrationTopPicks: readonly TopPick[] = [
  { value: ALL_COUNTRIES, label: 'All' },
  { value: 'IN', label: 'India' },
  { value: 'BR', label: 'Brazil' },
];

interface Option {
  value: string;
  label: string;
}
export interface OptionGroup {
  label: string;
  title: string;
  options: Option[];
}

/**
 * Top Picks first, then the countries grouped by the first letter of their name. A top-picked country is
 * not repeated in its letter group, so that every value appears once.
 */
export function countryGroups(countries: readonly Country[], topPicks: readonly TopPick[]): OptionGroup[] {
  const picked = new Set(topPicks.map((pick) => pick.value));
  const byLetter = new Map<string, Option[]>();
  for (const { name, code } of countries) {
    if (picked.has(code)) continue;
    const letter = name.normalize('NFD').charAt(0).toUpperCase();
    const group = byLetter.get(letter) ?? [];
    group.push({ value: code, label: name });
    byLetter.set(letter, group);
  }
  const letters = [...byLetter.keys()].sort((a, b) => a.localeCompare(b, 'en'));
  return [
    {
      label: 'Top Picks',
      title: 'Top Picks',
      options: topPicks.map(({ value, label }) => ({ value, label })),
    },
    ...letters.map((letter) => ({ label: letter, title: letter, options: byLetter.get(letter) ?? [] })),
  ];
}
