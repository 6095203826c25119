import { isRuleVisible, type SynastrySet, type SynastrySetSummary } from '@orrery/contract';
import { schema } from '@orrery/db';
import { iso } from '../../lib/dates';

export type SetRow = typeof schema.synastrySets.$inferSelect;
/** The parts of a set that are written together: what a save, a copy or an import supplies. */
export type SetContent = Omit<
  SetRow,
  'id' | 'ownerId' | 'createdAt' | 'modifiedAt' | 'modifiedBy' | 'version'
>;

const heartOf = (h: SetRow['heartLogo']): SynastrySet['heartLogo'] => ({
  veryHigh: h.veryHigh ?? { val1: 0, val2: 100 },
  high: h.high ?? { val1: 0, val2: 0 },
  medium: h.medium ?? { val1: 0, val2: 0 },
  veryLow: h.veryLow ?? { val1: 0, val2: 0 },
});

/** The API shape of a set; each rule says whether its planets and orb are selected. */
export function toSynastrySet(row: SetRow, ownerName: string | null): SynastrySet {
  return {
    ...toSummary(row, ownerName),
    categories: row.categories,
    collections: row.collections,
    planets: row.planets,
    orbs: row.orbs as SynastrySet['orbs'],
    synastryCategory: row.synastryCategory,
    heartLogo: heartOf(row.heartLogo),
    synastryVsGm: row.synastryVsGm,
    synastryRules: row.synastryRules.map((r) => ({
      ...r,
      isVisible: isRuleVisible(r.rules, row.planets, row.orbs),
    })),
  };
}

export function toSummary(
  row: Pick<SetRow, 'id' | 'name' | 'ownerId' | 'notes' | 'createdAt' | 'modifiedAt' | 'version'>,
  ownerName: string | null,
): SynastrySetSummary {
  return {
    _id: row.id,
    name: row.name,
    user: row.ownerId,
    ownerName,
    notes: row.notes,
    createdAt: iso(row.createdAt),
    modifiedAt: iso(row.modifiedAt),
    version: row.version,
  };
}

/** What the audit log keeps of a set: everything but the timestamps. */
export function auditView(row: SetRow) {
  const { createdAt: _c, modifiedAt: _m, ...rest } = row;
  return rest;
}
