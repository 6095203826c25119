import { Type, type Static } from 'typebox';

/** Every failure answers with this body and a 4xx/5xx status. */
export const ErrorBody = Type.Object({ valid: Type.Literal(false), message: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;
/** A 409 of a versioned save: with the version stored now when the record changed since it was loaded. */
export const ConflictBody = Type.Object({
  valid: Type.Literal(false),
  message: Type.String(),
  currentVersion: Type.Optional(Type.Integer()),
});
export type ConflictBody = Static<typeof ConflictBody>;
/** The plain success answer `{valid: true, message}` of a call that returns no record. */
export const Done = Type.Object({ valid: Type.Literal(true), message: Type.String() });
export type Done = Static<typeof Done>;

/** A schema that may also be null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortOrder = Static<typeof SortOrder>;

/** The messages of a list's `{skip}/{limit}` in the path. */
export const skipLimitMessages = {
  skip: 'skip must be a whole number from 0',
  limit: (max: number) => `limit must be a whole number from 1 to ${max}`,
};

/** `{skip}/{limit}` in a list's path: the rows skipped, then at most `max` rows. */
export const skipLimit = (max: number) => ({
  skip: Type.Integer({ minimum: 0, maximum: 10_000_000, errorMessage: skipLimitMessages.skip }),
  limit: Type.Integer({ minimum: 1, maximum: max, errorMessage: skipLimitMessages.limit(max) }),
});

export const PageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  orderBy: Type.Optional(SortOrder),
};

const DATE_MESSAGE = 'must be a date written YYYY-MM-DD';
/** A calendar date `YYYY-MM-DD`, as the console's date filters send it. */
export const DateString = Type.String({ format: 'date', errorMessage: DATE_MESSAGE });
/** The same, named as the screen labels it (in the 400 message). */
export const dateField = (title: string) =>
  Type.String({ format: 'date', title, errorMessage: DATE_MESSAGE });

export const Geo = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type Geo = Static<typeof Geo>;

export const Pagination = Type.Object({
  totalUser: Type.Integer(),
  pageNo: Type.Integer(),
  pageLimit: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** How far an import run as a job has come (pair files, virtual profiles): the console polls it. */
export const importProgress = {
  status: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  total: Type.Integer(),
  done: Type.Integer(),
  message: Type.String(),
};
