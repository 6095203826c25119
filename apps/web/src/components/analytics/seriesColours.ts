import { appFeatures, deletionReasons, screenVisitTypes, userActionTypes } from '@orrery/contract';
import { chartPalette } from './chartTheme';

/**
 * A series' colour comes from its key, never from its place in a chart, so a series keeps its colour across
 * charts and screens. The keys of the app's fixed lists are namespaced: `visit:chatbot_visit`,
 * `reason:low_matches`, `gender:f`, `action:like`, `feature:chat`; any other key is the series' own name.
 */
export const seriesKey = {
  visit: (type: string) => `visit:${type}`,
  reason: (reason: string) => `reason:${reason}`,
  gender: (gender: 'm' | 'f' | 'u') => `gender:${gender}`,
  action: (type: string) => `action:${type}`,
  feature: (feature: string) => `feature:${feature}`,
} as const;

const slotOf = (key: string, slot: number) => [key, slot % chartPalette.length] as const;

/** The fixed lists: each member a slot of its own within its list (a list of at most 12 never repeats one). */
const fixedSlots = new Map<string, number>([
  ...screenVisitTypes.map((t, i) => slotOf(seriesKey.visit(t), i)),
  ...deletionReasons.map((r, i) => slotOf(seriesKey.reason(r), i)),
  ...userActionTypes.map((t, i) => slotOf(seriesKey.action(t), i)),
  ...appFeatures.map((f, i) => slotOf(seriesKey.feature(f), i)),
  // male blue, female reddish purple, unknown grey
  slotOf(seriesKey.gender('m'), 5),
  slotOf(seriesKey.gender('f'), 6),
  slotOf(seriesKey.gender('u'), 11),
]);

/** A stable slot for a free key (FNV-1a of its text). */
function hashSlot(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % chartPalette.length;
}

/** The colour of one series key: its fixed slot, or a slot from its text. */
export const seriesColour = (key: string): string =>
  chartPalette[fixedSlots.get(key) ?? hashSlot(key)] ?? chartPalette[0]!;

/**
 * The colours of a chart's series keys: each its own `seriesColour`; a free key whose colour is already taken
 * in this chart moves to the next free one (up to 12 series never share a colour); one free key alone is the
 * brand's plum.
 */
export function seriesColours(keys: readonly string[]): string[] {
  if (keys.length === 1 && !fixedSlots.has(keys[0]!)) return [chartPalette[0]!];
  const taken = new Set<number>();
  const slots: (number | undefined)[] = keys.map((key) => fixedSlots.get(key));
  slots.forEach((slot) => slot !== undefined && taken.add(slot));
  keys.forEach((key, i) => {
    if (slots[i] !== undefined) return;
    let slot = hashSlot(key);
    for (let step = 0; step < chartPalette.length && taken.has(slot); step += 1)
      slot = (slot + 1) % chartPalette.length;
    taken.add(slot);
    slots[i] = slot;
  });
  return slots.map((slot) => chartPalette[slot ?? 0]!);
}
