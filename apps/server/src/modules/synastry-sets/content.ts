import { DEFAULT_RULE_NAMES } from '@orrery/astro';
import {
  CATEGORY_MAX,
  heartBands,
  orbProblem,
  SYNASTRY_ASPECTS,
  SYNASTRY_PLANETS,
  synastrySetMessages as m,
  type SynastrySetBody,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';
import type { SetContent } from './mapping';

const CATALOGUE = new Set(DEFAULT_RULE_NAMES);
const ASPECT_ORDER = new Map<string, number>(SYNASTRY_ASPECTS.map((a, i) => [a.key, i]));

export const heartOrderMessage =
  'The Heart Logo bands must rise: the Very Low upper bound, then High, then Very High (each from 0 to 100).';

function firstDuplicate(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) return v;
    seen.add(v);
  }
  return undefined;
}

/**
 * The content of a set as stored, from what a save or an import supplies: every rule from the
 * catalogue and listed once, the planets and orbs once each (planets in checklist order), a ticked orb
 * with its value and an unticked one without, the first
 * category row fixed at 4 and the heart-logo bands chained. Refuses with 400 otherwise.
 */
export function storedContent(body: SynastrySetBody): SetContent {
  const rules = body.synastryRules.map((r) => r.rules);
  const unknown = rules.find((r) => !CATALOGUE.has(r));
  if (unknown) throw badRequest(m.unknownRule(unknown));
  const twiceRule = firstDuplicate(rules);
  if (twiceRule) throw badRequest(m.duplicateRule(twiceRule));
  const twicePlanet = firstDuplicate(body.planets);
  if (twicePlanet) throw badRequest(m.duplicatePlanet(twicePlanet));
  const twiceOrb = firstDuplicate(body.orbs.map((o) => o.key));
  if (twiceOrb) throw badRequest(m.duplicateOrb(twiceOrb));
  const orbs = orbProblem(body.orbs);
  if (orbs) throw badRequest(orbs);

  const h = body.heartLogo;
  const [low, high, veryHigh] = [h.veryLow.val2, h.high.val1, h.veryHigh.val1];
  if (!(low <= high && high <= veryHigh)) throw badRequest(heartOrderMessage);

  return {
    name: body.name.trim(),
    notes: body.notes?.trim() ?? '',
    categories: body.categories ?? [],
    collections: body.collections ?? [],
    planets: SYNASTRY_PLANETS.filter((p) => body.planets.includes(p)),
    orbs: [...body.orbs]
      .sort((a, b) => (ASPECT_ORDER.get(a.key) ?? 0) - (ASPECT_ORDER.get(b.key) ?? 0))
      .map((o) => ({ key: o.key, enabled: o.enabled, value: o.enabled ? o.value : null })),
    synastryCategory: body.synastryCategory.map((row, i) =>
      i === 0
        ? { label: row.label, val1: CATEGORY_MAX, val2: CATEGORY_MAX, val3: CATEGORY_MAX, val4: CATEGORY_MAX }
        : { label: row.label, val1: row.val1, val2: row.val2, val3: row.val3, val4: row.val4 },
    ),
    heartLogo: heartBands(veryHigh, high, low),
    synastryVsGm: body.synastryVsGm.map((r) => ({ label: r.label, val1: r.val1, val2: r.val2 })),
    synastryRules: body.synastryRules.map((r) => ({
      rules: r.rules,
      communication: r.communication,
      connection: r.connection,
      energy: r.energy,
      stability: r.stability,
    })),
  };
}
