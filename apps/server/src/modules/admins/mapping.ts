import type { Admin } from '@orrery/contract';
import type { schema } from '@orrery/db';
import { iso, isoOrNull } from '../../lib/dates';

export type AdminRow = typeof schema.admins.$inferSelect;

/** The API shape of an admin (never the password hash). */
export function toAdmin(row: AdminRow): Admin {
  return {
    _id: row.id,
    nickName: row.nickName,
    fullName: row.nickName,
    identifier: row.identifier,
    gender: row.gender,
    user_type: row.userType,
    roles: [row.userType],
    profession: row.profession,
    dob: row.dob,
    tob: row.tob,
    pob: row.pob,
    geo: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    profiles: row.imageUrl ? [{ type: 'image', url: row.imageUrl }] : [],
    createdAt: iso(row.createdAt),
    modifiedAt: iso(row.modifiedAt),
    lastLoginAt: isoOrNull(row.lastLoginAt),
    version: row.version,
  };
}

/** What the audit log keeps of an admin: everything but secrets. */
export function auditView(row: AdminRow) {
  const { passwordHash: _secret, ...rest } = row;
  return rest;
}
