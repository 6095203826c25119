import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from '../common';
import { languageMessages as m } from './texts';

const text = (maxLength: number) => Type.String({ maxLength, errorMessage: m.validData });

/** Add/Edit Language: every field required, checked in the handler. */
/** The version a versioned save carries: the record's version when it was loaded. */
const LoadedVersion = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  errorMessage: 'version must be the version loaded',
});

export const LanguageFields = {
  language: Type.Optional(text(100)),
  key: Type.Optional(text(20)),
  country: Type.Optional(text(100)),
  isoCode: Type.Optional(text(10)),
  mobileKey: Type.Optional(text(20)),
};
export const LanguageBody = Type.Object(LanguageFields);
export type LanguageBody = Static<typeof LanguageBody>;
export const LanguageEditBody = Type.Object({
  ...LanguageFields,
  version: LoadedVersion,
});
export type LanguageEditBody = Static<typeof LanguageEditBody>;

export const Language = Type.Object({
  _id: Type.String(),
  language: Type.String(),
  key: Type.String(),
  country: Type.String(),
  isoCode: Type.String(),
  mobileKey: Type.String(),
  serverPublish: Type.Integer(),
  mobilePublish: Type.Integer(),
  totalPublish: Type.Integer(),
  createdAt: Type.String(),
  modifiedAt: Type.String(),
  version: Type.Integer(),
});
export type Language = Static<typeof Language>;

export const SkipPagination = Type.Object({
  total: Type.Integer(),
  skip: Type.Integer(),
  limit: Type.Integer(),
});
export type SkipPagination = Static<typeof SkipPagination>;

/** `{valid, item[], pagination}`: a page of these rows. */
const pageAnswer = <T extends TSchema>(row: T) =>
  Type.Object({ valid: Type.Literal(true), item: Type.Array(row), pagination: SkipPagination });
/** `{valid, message, item}`: the record a write saved. */
const savedAnswer = <T extends TSchema>(row: T) =>
  Type.Object({ valid: Type.Literal(true), message: Type.String(), item: row });

export const LanguageListAnswer = pageAnswer(Language);
export type LanguageListAnswer = Static<typeof LanguageListAnswer>;
export const LanguageAnswer = savedAnswer(Language);
export type LanguageAnswer = Static<typeof LanguageAnswer>;

export const LanguageListItem = Type.Object({
  _id: Type.String(),
  key: Type.String(),
  language: Type.String(),
  mobileKey: Type.String(),
});
export const LanguageChoiceAnswer = Type.Object({
  valid: Type.Literal(true),
  languageList: Type.Array(LanguageListItem),
});
export type LanguageChoiceAnswer = Static<typeof LanguageChoiceAnswer>;

export const CONTENT_TYPES = ['static', 'function_base'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_USES = ['mobile', 'server'] as const;
export type ContentUse = (typeof CONTENT_USES)[number];
const TypeField = Type.Enum(CONTENT_TYPES, { errorMessage: 'type must be static or function_base' });
const UseField = Type.Enum(CONTENT_USES, { errorMessage: 'useFor must be mobile or server' });

/** Add/Edit Content: category, key, base, type, useFor required; functionName for function_base. */
export const ContentFields = {
  category: Type.Optional(text(100)),
  key: Type.Optional(text(100)),
  base: Type.Optional(text(5000)),
  type: Type.Optional(TypeField),
  useFor: Type.Optional(UseField),
  functionName: Type.Optional(Nullable(text(100))),
  publish: Type.Optional(Type.Boolean({ errorMessage: 'publish must be true or false' })),
};
export const ContentBody = Type.Object(ContentFields);
export type ContentBody = Static<typeof ContentBody>;
export const ContentEditBody = Type.Object({
  ...ContentFields,
  version: LoadedVersion,
});
export type ContentEditBody = Static<typeof ContentEditBody>;

export const TranslateEntry = Type.Object({
  languageId: Type.String(),
  value: Type.String(),
  isPublished: Type.Boolean(),
  isoCode: Type.String(),
  latest: Nullable(Type.String()),
});
export type TranslateEntry = Static<typeof TranslateEntry>;

export const ContentKey = Type.Object({
  _id: Type.String(),
  category: Type.String(),
  key: Type.String(),
  base: Type.String(),
  type: TypeField,
  useFor: UseField,
  functionName: Nullable(Type.String()),
  publish: Type.Boolean(),
  deletedAt: Nullable(Type.String()),
  modifiedAt: Type.String(),
  version: Type.Integer(),
  translate: Type.Array(TranslateEntry),
});
export type ContentKey = Static<typeof ContentKey>;

export const ContentListAnswer = pageAnswer(ContentKey);
export type ContentListAnswer = Static<typeof ContentListAnswer>;
export const ContentAnswer = savedAnswer(ContentKey);
export type ContentAnswer = Static<typeof ContentAnswer>;

/** A row of the translation view: the key, its text in the language, and the derived status. */
export const TranslationRow = Type.Object({
  _id: Type.String(),
  category: Type.String(),
  key: Type.String(),
  base: Type.String(),
  type: TypeField,
  useFor: UseField,
  functionName: Nullable(Type.String()),
  publish: Type.Boolean(),
  translate: Type.Array(TranslateEntry),
  translateString: Type.String(),
  status: Type.Union([Type.Literal('Published'), Type.Literal('unPublish')]),
  /** The translation's version (0 while there is none), for the save's 409 check. */
  version: Type.Integer(),
});
export type TranslationRow = Static<typeof TranslationRow>;

export const TranslationListAnswer = Type.Object({
  valid: Type.Literal(true),
  item: Type.Array(TranslationRow),
  pagination: SkipPagination,
  publishedCount: Type.Integer(),
  unPublishCount: Type.Integer(),
});
export type TranslationListAnswer = Static<typeof TranslationListAnswer>;

export const TranslateBody = Type.Object({
  translate: Type.String({
    maxLength: 5000,
    errorMessage: 'translate must be a text of at most 5,000 characters',
  }),
  isPublished: Type.Boolean({ errorMessage: 'isPublished must be true or false' }),
  version: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2147483647, errorMessage: 'version must be the version loaded' }),
  ),
});
export type TranslateBody = Static<typeof TranslateBody>;
export const PublishBody = Type.Object({
  isPublished: Type.Boolean({ errorMessage: 'isPublished must be true or false' }),
});
export const TranslationAnswer = savedAnswer(TranslationRow);
export type TranslationAnswer = Static<typeof TranslationAnswer>;

export const DartVersionBody = Type.Object({
  value: Type.Optional(Type.String({ maxLength: 30, errorMessage: m.versionRequired })),
});
export const DartVersionAnswer = Type.Object({
  valid: Type.Literal(true),
  value: Type.String(),
  date: Nullable(Type.String()),
});
export type DartVersionAnswer = Static<typeof DartVersionAnswer>;
export const ExportQuery = Type.Object({
  version: Type.Optional(Type.String({ maxLength: 30, errorMessage: m.versionRequired })),
  time: Type.Optional(Type.String({ maxLength: 40 })),
  languageId: Type.Optional(Type.String({ format: 'uuid', errorMessage: 'languageId is not a valid id' })),
});
export type ExportQuery = Static<typeof ExportQuery>;

export const DartDiffAnswer = Type.Object({
  valid: Type.Literal(true),
  /** True when no export was saved with its texts yet: everything is new, nothing to compare with. */
  first: Type.Boolean(),
  version: Nullable(Type.String()),
  date: Nullable(Type.String()),
  added: Type.Array(Type.String()),
  changed: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
});
export type DartDiffAnswer = Static<typeof DartDiffAnswer>;

export const RestrictedAnswer = Type.Object({ valid: Type.Literal(true), restricted: Type.Boolean() });
export type RestrictedAnswer = Static<typeof RestrictedAnswer>;
export const RestrictedBody = Type.Object({
  restricted: Type.Boolean({ errorMessage: 'restricted must be true or false' }),
});

export const NameListAnswer = Type.Object({
  valid: Type.Literal(true),
  item: Type.Array(
    Type.Object({ key: Type.Optional(Type.String()), category: Type.Optional(Type.String()) }),
  ),
});
export type NameListAnswer = Static<typeof NameListAnswer>;

export const TranslationMapAnswer = Type.Object({
  valid: Type.Literal(true),
  item: Type.Array(
    Type.Object({ key: Type.String(), useFor: UseField, value: Type.String(), isPublished: Type.Boolean() }),
  ),
});
