import type { Admin } from '@orrery/contract';
import { schema } from '@orrery/db';
import { iso, isoOrNull } from '../../lib/dates';
import { compiledColumns } from '../../lib/pickColumns';

export type AdminRow = typeof schema.admins.$inferSelect;

/** The admins columns the API shape reads (not the password hash, last sign-in address or editor). */
const viewKeys = [
  ...['id', 'nickName', 'identifier', 'gender', 'userType', 'profession', 'dob', 'tob', 'pob'],
  ...['lat', 'lng', 'imageUrl', 'createdAt', 'modifiedAt', 'lastLoginAt', 'version'],
] as const satisfies readonly (keyof AdminRow)[];
type ViewKey = (typeof viewKeys)[number];

/** The selection of a list page, built once (`selectPage`). */
export const adminViewSelection = compiledColumns(schema.admins, viewKeys);

/** The API shape of an admin (never the password hash). */
export function toAdmin(row: Pick<AdminRow, ViewKey>): Admin {
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
