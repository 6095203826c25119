import { Type, type Static } from 'typebox';
import { DateString, Geo, PageQuery } from '../common';
import { MemberChart } from '../member-chart/memberChart';
import { jungianTypes } from '../members/values';
import {
  celebrityFormMessages as m,
  celebrityRegions,
  celebritySortFields,
  celebrityStatuses,
  celebrityTypes,
  roddenRatings,
} from './texts';

const literals = <V extends string[]>(values: readonly [...V], errorMessage: string) =>
  Type.Enum(values, { errorMessage });

/** A text that must hold something besides spaces. */
const text = (maxLength: number, errorMessage: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', errorMessage });

export const CelebrityImage = Type.Object({
  type: Type.Literal('image'),
  url: Type.String({ minLength: 1, maxLength: 500 }),
  credit: Type.Optional(Type.String({ maxLength: 200 })),
});
export type CelebrityImage = Static<typeof CelebrityImage>;

/** One introduction: its language (the Languages area's mobile key, e.g. en or pt_BR), short intro, profession. */
export const CelebrityIntroduction = Type.Object({
  language: Type.String({ minLength: 1, maxLength: 20, errorMessage: 'must name a language (en, pt_BR…)' }),
  short_intro: Type.String({ maxLength: 2000 }),
  profession: Type.String({ maxLength: 200 }),
});
export type CelebrityIntroduction = Static<typeof CelebrityIntroduction>;

/** A celebrity as the API answers it. Height in metres. */
export const Celebrity = Type.Object({
  _id: Type.String(),
  fullName: Type.String(),
  nickName: Type.String(),
  identifier: Type.String(),
  gender: Type.String(),
  celebrity_type: Type.String(),
  celebrityRegion: Type.String(),
  height: Type.Number(),
  profession: Type.String(),
  rodden: Type.String(),
  jungian_type: Type.String(),
  publicProfileText: Type.String(),
  dob: Type.String(),
  tob: Type.String(),
  pob: Type.String(),
  geo: Geo,
  /** The co-ordinates as the form shows them: `lat lng`, 4 decimals. */
  geoCordinate: Type.String(),
  credit: Type.String(),
  celebrity_profiles: Type.Array(CelebrityImage),
  introduction: Type.Array(CelebrityIntroduction),
  roles: Type.Array(Type.String()),
  active: Type.Boolean(),
  status: Type.String(),
  hasChart: Type.Boolean(),
  createdAt: Type.String(),
  modifiedAt: Type.String(),
  version: Type.Integer(),
});
export type Celebrity = Static<typeof Celebrity>;

/** get-celebrity: the record and its stored birth chart (null until computed). */
export const CelebrityDetail = Type.Object({
  ...Celebrity.properties,
  chart: Type.Union([MemberChart, Type.Null()]),
});
export type CelebrityDetail = Static<typeof CelebrityDetail>;

export const CelebrityAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: CelebrityDetail,
});
export type CelebrityAnswer = Static<typeof CelebrityAnswer>;

const fields = {
  fullName: text(100, m.fullName),
  gender: literals(['m', 'f'] as const, m.gender),
  celebrity_type: literals(celebrityTypes, 'must be hollywood, bollywood or brazilian'),
  celebrityRegion: literals(celebrityRegions, m.region),
  /** Metres (the form takes cm). */
  height: Type.Number({ errorMessage: m.height }),
  profession: text(200, m.profession),
  rodden: literals(roddenRatings, m.rodden),
  jungian_type: literals(jungianTypes, m.jungianType),
  publicProfileText: text(2000, m.shortIntro),
  dob: Type.String({ format: 'date', title: 'Date of birth', errorMessage: m.dob }),
  tob: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', errorMessage: m.tob }),
  pob: text(200, m.pob),
  geo: Type.Object(
    { lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) },
    { errorMessage: m.coordinates },
  ),
  credit: text(200, m.credit),
  celebrity_profiles: Type.Array(CelebrityImage, { minItems: 1, maxItems: 20, errorMessage: m.image }),
  introduction: Type.Optional(Type.Array(CelebrityIntroduction, { maxItems: 50 })),
};

export const AddCelebrityBody = Type.Object(fields);
export type AddCelebrityBody = Static<typeof AddCelebrityBody>;

export const UpdateCelebrityBody = Type.Object({
  ...fields,
  version: Type.Integer({ minimum: 1, errorMessage: 'must say which version of the celebrity was edited' }),
});
export type UpdateCelebrityBody = Static<typeof UpdateCelebrityBody>;

export const CelebrityStatusBody = Type.Object({
  status: literals(celebrityStatuses, 'must be publish or unPublish'),
  version: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type CelebrityStatusBody = Static<typeof CelebrityStatusBody>;

/** celebrity-list: by default type demo and accountStatus true (active, not deleted). */
export const CelebrityListQuery = Type.Object({
  ...PageQuery,
  sortBy: Type.Optional(literals(celebritySortFields, 'must be a sortable column')),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.Literal('demo', { errorMessage: 'must be demo' })),
  accountStatus: Type.Optional(Type.Boolean({ default: true })),
  celebrity_type: Type.Optional(literals(celebrityTypes, 'must be hollywood, bollywood or brazilian')),
  rodden: Type.Optional(literals(roddenRatings, 'must be a Rodden rating (AA, A, B, C, X, XX, DD)')),
  gender: Type.Optional(literals(['m', 'f'] as const, 'must be m or f')),
  status: Type.Optional(literals(celebrityStatuses, 'must be publish or unPublish')),
  createdStartDate: Type.Optional(DateString),
  createdEndDate: Type.Optional(DateString),
});
export type CelebrityListQuery = Static<typeof CelebrityListQuery>;

export const CelebrityListAnswer = Type.Object({
  items: Type.Array(Celebrity),
  TotalFilteredUser: Type.Integer(),
  pageNo: Type.Integer(),
  pageLimit: Type.Integer(),
});
export type CelebrityListAnswer = Static<typeof CelebrityListAnswer>;

export const CelebrityLanguage = Type.Object({
  _id: Type.String(),
  language: Type.String(),
  key: Type.String(),
  mobileKey: Type.String(),
});
export type CelebrityLanguage = Static<typeof CelebrityLanguage>;

export const CelebrityLanguagesAnswer = Type.Object({
  valid: Type.Literal(true),
  data: Type.Array(CelebrityLanguage),
});
export type CelebrityLanguagesAnswer = Static<typeof CelebrityLanguagesAnswer>;

export const CelebrityImageAnswer = Type.Object({
  valid: Type.Literal(true),
  data: Type.Object({ url: Type.String() }),
});
export type CelebrityImageAnswer = Static<typeof CelebrityImageAnswer>;

/**
 * `POST astrologic/save-member-chart`: `datetime` is the local birth time at the birth
 * place (`YYYY-MM-DDTHH:mm`); the server finds the zone from lat/lng, so tzOffset stays 0. `user` is the
 * celebrity's id.
 */
export const SaveMemberChartBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  gender: literals(['m', 'f'] as const, 'must be m or f'),
  user: Type.String({ format: 'uuid', errorMessage: 'must be the id of a celebrity' }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  alt: Type.Optional(Type.Number({ minimum: -500, maximum: 10000 })),
  isDefaultBirthChart: Type.Optional(Type.Boolean()),
  datetime: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
    errorMessage: 'must be the local birth time written YYYY-MM-DDTHH:mm',
  }),
  tzOffset: Type.Optional(
    Type.Literal(0, { errorMessage: 'must be 0: the time zone comes from the co-ordinates' }),
  ),
  roddenValue: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
  type: Type.Optional(Type.Literal('person')),
  eventType: Type.Optional(Type.Literal('birth')),
  _id: Type.Optional(Type.String({ maxLength: 100 })),
  pob: Type.Optional(Type.String({ maxLength: 200 })),
  celebrityRegion: Type.Optional(Type.String({ maxLength: 20 })),
});
export type SaveMemberChartBody = Static<typeof SaveMemberChartBody>;
