import type { AppFeature } from '@orrery/contract';

/** The features of "Feature usage frequency" as its legend and tooltip name them. */
const featureLabels: Record<AppFeature, string> = {
  daily_horoscope: 'Daily horoscope',
  astro_report: 'Astro report',
  compatibility: 'Compatibility',
  chatbot: 'Romeu',
  lucky_times: 'Lucky Times',
  match_me_up: 'Match me up',
  explore: 'Explore',
  chat: 'Chat Room',
};

/** A feature's name; one the list lacks is shown with spaces for underscores, its first letter capital. */
export function featureLabel(feature: string): string {
  const known = featureLabels[feature as AppFeature] as string | undefined;
  if (known) return known;
  const spaced = feature.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
