import { Type, type Static } from 'typebox';
import { DateString, PageQuery } from '../common';
import { incompleteSortFields } from './fields';
import { commaList } from '../members/list';
import { memberSearchFields } from '../members/listFields';
import { otpStatuses } from '../members/values';
import { genders } from '../roles';

const day = Type.Optional(DateString);

/**
 * `POST /api/user/incomplete-profile-list`: members who have not finished
 * registering and are not pending deletion. Every field is optional.
 */
export const IncompleteProfileQuery = Type.Object({
  ...PageQuery,
  sortBy: Type.Optional(
    Type.Enum(incompleteSortFields, { errorMessage: `sortBy takes ${incompleteSortFields.join(', ')}` }),
  ),
  searchBy: Type.Optional(
    Type.Enum(memberSearchFields, { errorMessage: `searchBy takes ${memberSearchFields.join(', ')}` }),
  ),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  lastEditedStartDate: day,
  lastEditedEndDate: day,
  createdStartDate: day,
  createdEndDate: day,
  gender: Type.Optional(commaList(genders, 'gender')),
  otpStatus: Type.Optional(commaList(otpStatuses, 'otpStatus')),
});
export type IncompleteProfileQuery = Static<typeof IncompleteProfileQuery>;

const Text = Type.Union([Type.String(), Type.Null()]);

/** An incomplete-profile user, with the derived OTP status and the stage reached. */
export const IncompleteProfileItem = Type.Object({
  _id: Type.String(),
  nickName: Type.String(),
  identifier: Type.Object({ email: Type.String() }),
  mode: Type.String(),
  isEmailVerified: Type.Boolean(),
  /** Social if mode is not local, otherwise Verified or Unverified by the e-mail. */
  otpStatus: Type.Enum(otpStatuses),
  gender: Text,
  /** Where the member lives: its parts and `text`, the parts combined ("Pune, Maharashtra, India"). */
  location: Type.Object({
    text: Text,
    city: Text,
    region: Text,
    country: Text,
    countryCode: Text,
  }),
  /** Last onboarding step reached (1 first screen … 8 done). */
  onboardingStage: Type.Integer(),
  createdAt: Type.String(),
  modifiedAt: Type.String(),
});
export type IncompleteProfileItem = Static<typeof IncompleteProfileItem>;

/** The list pagination (as location/locationMap-list): total matches, page shown, page count, size. */
export const ListPagination = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  currentPage: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  pageLimit: Type.Integer({ minimum: 1 }),
});
export type ListPagination = Static<typeof ListPagination>;

export const IncompleteProfileAnswer = Type.Object({
  item: Type.Array(IncompleteProfileItem),
  pagination: ListPagination,
});
export type IncompleteProfileAnswer = Static<typeof IncompleteProfileAnswer>;
