import { inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { type VirtualProfileRow } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { timeZoneAt } from '../../providers/places/timezone';
import type { LibraryImageRow } from '../image-library';

const { members, memberPhotos, virtualProfiles } = schema;

/**
 * The local birth date and time at the birth place: a date of birth with a zone (Z or ±hh:mm) is an
 * instant, shown in the zone of the birth place; one without a zone is already the local time there.
 */
export function localBirth(row: Pick<VirtualProfileRow, 'dob' | 'pobLat' | 'ponLang'>) {
  const zone = timeZoneAt(row.pobLat, row.ponLang);
  const hasZone = /(Z|[+-]\d{2}:\d{2})$/.test(row.dob);
  const local = hasZone
    ? DateTime.fromISO(row.dob, { setZone: true }).setZone(zone)
    : DateTime.fromISO(row.dob, { zone });
  return { dob: local.toISODate() ?? row.dob.slice(0, 10), tob: local.toFormat('HH:mm') };
}

/** The e-mails of `emails` that a member already signs in with (compared lower-cased). */
export async function takenEmails(db: Db, emails: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const part = emails.slice(i, i + 1000);
    const rows = await db
      .select({ identifier: members.identifier })
      .from(members)
      .where(inArray(members.identifier, part));
    for (const r of rows) taken.add(r.identifier.toLowerCase());
  }
  return taken;
}

/** One row to create, its library image and, for a "Create all", its import's key. */
export interface NewVirtual {
  row: VirtualProfileRow;
  image: LibraryImageRow;
  importRow?: number;
}

/**
 * Creates the members of `items` inside the caller's transaction: a complete, approved demo account
 * (role demo) with the birth data its chart is drawn from, its library image as its one approved photo,
 * and its virtual_profiles row. Answers the new members' ids, in order.
 */
export async function insertVirtualMembers(
  tx: Db,
  actorId: string | null,
  items: NewVirtual[],
  importId: string | null,
): Promise<string[]> {
  if (!items.length) return [];
  const now = new Date();
  const created = await tx
    .insert(members)
    .values(
      items.map(({ row }) => ({
        nickName: row.name.trim(),
        fullName: row.name.trim(),
        identifier: row.email.trim().toLowerCase(),
        mode: 'local',
        isEmailVerified: true,
        gender: row.gender,
        ...localBirth(row),
        pob: row.pob.trim(),
        birthLat: row.pobLat,
        birthLng: row.ponLang,
        place: row.city.trim(),
        city: row.city.trim(),
        lat: row.lat,
        lng: row.lang,
        bio: row.bio.trim(),
        jungianType: row.jungian_type,
        purpose: row.purpose,
        wantsToMeet: row.wants_to_meet,
        language: row.language,
        isDemo: true,
        isRegistrationComplete: true,
        registrationCompletedAt: now,
        onboardingStage: 8,
        isProfileComplete: true,
        userStatus: 'approved',
        adminModifiedAt: now,
        adminModifiedBy: actorId,
      })),
    )
    .returning({ id: members.id });
  const ids = created.map((c) => c.id);
  await tx.insert(memberPhotos).values(
    items.map(({ image }, i) => ({
      memberId: ids[i]!,
      position: 1,
      url: image.url,
      thumbUrl: image.thumbUrl,
      source: 'admin',
      title: image.title,
      sizeBytes: image.sizeBytes,
      width: image.width,
      height: image.height,
      status: 'approved',
      reviewedAt: now,
      reviewedBy: actorId,
    })),
  );
  await tx.insert(virtualProfiles).values(
    items.map(({ image, importRow }, i) => ({
      memberId: ids[i]!,
      imageId: image.id,
      importId,
      importRow: importRow ?? null,
      createdBy: actorId,
    })),
  );
  return ids;
}
