import { Type, type Static } from 'typebox';
import { DateString, Geo, PageQuery, Pagination } from '../common';
import { adminFormMessages as m } from '../sign-in/messages';
import { adminSearchFields, adminSortFields, sessionSortFields } from '../lists';
import { PasswordField } from '../passwords/passwords';
import { passwordRule } from '../passwords/texts';

const Role = Type.Union([Type.Literal('admin'), Type.Literal('superadmin')], { errorMessage: m.role });
const GenderT = Type.Union([Type.Literal('m'), Type.Literal('f')], { errorMessage: m.gender });

export const ProfileImage = Type.Object({
  type: Type.Literal('image'),
  url: Type.String({ minLength: 1, maxLength: 500 }),
});

/** An admin as the API answers it. */
export const Admin = Type.Object({
  _id: Type.String(),
  nickName: Type.String(),
  fullName: Type.String(),
  identifier: Type.String(),
  gender: Type.Union([Type.String(), Type.Null()]),
  user_type: Type.String(),
  roles: Type.Array(Type.String()),
  profession: Type.Union([Type.String(), Type.Null()]),
  dob: Type.Union([Type.String(), Type.Null()]),
  tob: Type.Union([Type.String(), Type.Null()]),
  pob: Type.Union([Type.String(), Type.Null()]),
  geo: Type.Union([Geo, Type.Null()]),
  profiles: Type.Array(ProfileImage),
  createdAt: Type.String(),
  modifiedAt: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});
export type Admin = Static<typeof Admin>;

/** The signed-in user record the console stores; `adminLoginTime` marks a completed sign-in. */
export const SignedInUser = Type.Object({
  _id: Type.String(),
  nickName: Type.String(),
  identifier: Type.String(),
  user_type: Type.String(),
  roles: Type.Array(Type.String()),
  adminLoginTime: Type.Optional(Type.String()),
});
export type SignedInUser = Static<typeof SignedInUser>;

const fields = {
  nickName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', errorMessage: m.displayName }),
  identifier: Type.String({ format: 'email', maxLength: 254, errorMessage: m.emailInvalid }),
  gender: GenderT,
  user_type: Role,
  profession: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', errorMessage: m.profession }),
  dob: Type.String({ format: 'date', title: 'Date of birth', errorMessage: m.dob }),
  tob: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', errorMessage: m.tob }),
  pob: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', errorMessage: m.pob }),
  geo: Type.Object(
    { lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) },
    { errorMessage: m.coordinates },
  ),
};

export const AddAdminBody = Type.Object({
  ...fields,
  password: PasswordField(m.passwordWeak),
  cPassword: Type.String({ minLength: 1, maxLength: passwordRule.max, errorMessage: m.confirmPassword }),
  profiles: Type.Array(ProfileImage, { minItems: 1, maxItems: 1, errorMessage: m.noImageOnAdd }),
});
export type AddAdminBody = Static<typeof AddAdminBody>;

export const UpdateAdminBody = Type.Object({
  ...fields,
  profiles: Type.Array(ProfileImage, { minItems: 1, maxItems: 1, errorMessage: m.noImageOnUpdate }),
  version: Type.Integer({ minimum: 1, errorMessage: 'must say which version of the admin was edited' }),
});
export type UpdateAdminBody = Static<typeof UpdateAdminBody>;

export const AdminListQuery = Type.Object({
  ...PageQuery,
  sortBy: Type.Optional(Type.Enum(adminSortFields)),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  searchBy: Type.Optional(Type.Enum(adminSearchFields)),
  type: Type.Optional(Type.Literal('admin')),
  user_type: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('superadmin')])),
  createdStartDate: Type.Optional(DateString),
  createdEndDate: Type.Optional(DateString),
  loginStartDate: Type.Optional(DateString),
  loginEndDate: Type.Optional(DateString),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

export const AdminListAnswer = Type.Object({ item: Type.Array(Admin), pagination: Pagination });
export type AdminListAnswer = Static<typeof AdminListAnswer>;

export const LoginSession = Type.Object({
  _id: Type.String(),
  user: Type.Object({ _id: Type.String(), nickName: Type.String(), identifier: Type.String() }),
  tokenTime: Type.String(),
  lastSeenAt: Type.String(),
  expiresAt: Type.String(),
  ip: Type.String(),
  browser: Type.String(),
  /** The first 16 hex digits of the token's SHA-256: identifies a token without revealing it. */
  token: Type.String(),
  current: Type.Boolean(),
});
export type LoginSession = Static<typeof LoginSession>;

export const SessionListQuery = Type.Object({
  ...PageQuery,
  sortBy: Type.Optional(Type.Enum(sessionSortFields)),
  createdStartDate: Type.Optional(DateString),
  createdEndDate: Type.Optional(DateString),
});
export type SessionListQuery = Static<typeof SessionListQuery>;

export const SessionListAnswer = Type.Object({ item: Type.Array(LoginSession), pagination: Pagination });
export type SessionListAnswer = Static<typeof SessionListAnswer>;
