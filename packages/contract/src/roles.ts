export const adminTypes = ['admin', 'superadmin'] as const;
export type AdminType = (typeof adminTypes)[number];

export const genders = ['m', 'f'] as const;
export type Gender = (typeof genders)[number];

export const genderLabels: Record<Gender, string> = { m: 'Male', f: 'Female' };
export const adminTypeLabels: Record<AdminType, string> = { admin: 'Admin', superadmin: 'Superadmin' };

export function isAdminType(value: unknown): value is AdminType {
  return typeof value === 'string' && (adminTypes as readonly string[]).includes(value);
}
