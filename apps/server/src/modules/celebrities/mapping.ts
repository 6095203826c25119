import type { Celebrity, CelebrityDetail, MemberChart } from '@orrery/contract';
import { schema } from '@orrery/db';

export type CelebrityRow = typeof schema.celebrities.$inferSelect;

const fixed4 = (n: number) => n.toFixed(4);

/** A stored row as the API answers it (image URLs stored; the files plugin signs them on the way out). */
export function toCelebrity(row: CelebrityRow): Celebrity {
  return {
    _id: row.id,
    fullName: row.fullName,
    nickName: row.fullName,
    identifier: row.identifier,
    gender: row.gender,
    celebrity_type: row.celebrityType,
    celebrityRegion: row.region,
    height: row.heightM,
    profession: row.profession,
    rodden: row.rodden,
    jungian_type: row.jungianType,
    publicProfileText: row.shortIntro,
    dob: row.dob,
    tob: row.tob,
    pob: row.pob,
    geo: { lat: row.lat, lng: row.lng },
    geoCordinate: `${fixed4(row.lat)} ${fixed4(row.lng)}`,
    credit: row.credit,
    celebrity_profiles: row.imageUrl
      ? [{ type: 'image' as const, url: row.imageUrl, credit: row.imageCredit ?? '' }]
      : [],
    introduction: row.introductions,
    roles: row.roles,
    active: row.active,
    status: row.status,
    hasChart: row.chart !== null,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    version: row.version,
  };
}

export const toCelebrityDetail = (row: CelebrityRow): CelebrityDetail => ({
  ...toCelebrity(row),
  chart: (row.chart as MemberChart | null) ?? null,
});

/** What the audit log keeps of a celebrity: the record without its (derived, large) chart. */
export function auditView(row: CelebrityRow) {
  const { chart, ...rest } = row;
  return { ...rest, hasChart: chart !== null };
}
