import { Type, type Static } from 'typebox';
import { DateString } from '../common';
import { profileRatings, userStatuses } from '../members/values';
import { CardPagination, ProfileCard } from '../profileCard';
import { profileSearchFields } from '../profile-review/texts';
import { PROFILES_PAGE_SIZE, profileRatingFilters, profileRatingMessages } from './texts';
import { genders } from '../roles';

const day = Type.Optional(DateString);

/**
 * `POST /api/user/profiles-list`: members with a complete registration, not pending
 * deletion, newest edit first. Every field is optional.
 */
export const ProfilesListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: PROFILES_PAGE_SIZE })),
  rating: Type.Optional(
    Type.Enum(profileRatingFilters, { errorMessage: `rating takes ${profileRatingFilters.join(', ')}` }),
  ),
  startDate: day,
  endDate: day,
  gender: Type.Optional(Type.Enum(genders, { errorMessage: `gender takes ${genders.join(', ')}` })),
  status: Type.Optional(Type.Enum(userStatuses, { errorMessage: `status takes ${userStatuses.join(', ')}` })),
  searchBy: Type.Optional(
    Type.Enum(profileSearchFields, { errorMessage: `searchBy takes ${profileSearchFields.join(', ')}` }),
  ),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ProfilesListQuery = Static<typeof ProfilesListQuery>;

/**
 * totalUser: members matching every filter but the rating; totalRatedUser: those of them rated;
 * pagination.total: the matches with the rating filter too. With a name search each count stops at
 * SEARCH_COUNT_CAP: its `…Capped` flag (pagination.totalCapped for the total) is then true.
 */
export const ProfilesListAnswer = Type.Object({
  item: Type.Array(ProfileCard),
  totalUser: Type.Integer({ minimum: 0 }),
  totalUserCapped: Type.Optional(Type.Boolean()),
  totalRatedUser: Type.Integer({ minimum: 0 }),
  totalRatedUserCapped: Type.Optional(Type.Boolean()),
  pagination: CardPagination,
});
export type ProfilesListAnswer = Static<typeof ProfilesListAnswer>;

/** `PUT /api/user/update-profile/{id}`: one of the 13 ratings, or null to clear it. */
export const ProfileRatingBody = Type.Object(
  {
    rating: Type.Union([Type.Enum(profileRatings), Type.Null()], {
      errorMessage: profileRatingMessages.badRating,
    }),
  },
  { additionalProperties: false },
);
export type ProfileRatingBody = Static<typeof ProfileRatingBody>;

export const ProfileRatingAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  rating: Type.Union([Type.Enum(profileRatings), Type.Null()]),
});
export type ProfileRatingAnswer = Static<typeof ProfileRatingAnswer>;
