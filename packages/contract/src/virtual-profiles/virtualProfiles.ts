import { Type, type Static } from 'typebox';
import { importProgress } from '../common';
import { MAX_VIRTUAL_PROFILE_ROWS, VIRTUAL_TEXT_MAX, virtualProfileTexts as v } from './texts';

const text = (maxLength: number) => Type.String({ maxLength });
const num = Type.Number();

/** `POST fakeProfile/add-fack-profile`: one row of the file (the CSV row's payload keys). */
export const VirtualProfileBody = Type.Object({
  name: text(VIRTUAL_TEXT_MAX.name),
  email: text(VIRTUAL_TEXT_MAX.email),
  dob: text(40),
  pob: text(VIRTUAL_TEXT_MAX.pob),
  pobLat: num,
  ponLang: num,
  age: Type.Integer({ errorMessage: 'age must be a whole number' }),
  city: text(VIRTUAL_TEXT_MAX.city),
  lat: num,
  lang: num,
  bio: text(VIRTUAL_TEXT_MAX.bio),
  jungian_type: text(10),
  gender: text(10),
  language: text(10),
  wants_to_meet: text(10),
  purpose: text(30),
  /** A library image's _id; without one the server gives an image of the library. */
  image: Type.Optional(Type.String({ maxLength: 100 })),
  /** The row's number in the file, to name it in messages. */
  row: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});
export type VirtualProfileBody = Static<typeof VirtualProfileBody>;

export const VirtualProfileAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ _id: Type.String(), imageId: Type.String() }),
});
export type VirtualProfileAnswer = Static<typeof VirtualProfileAnswer>;

/** "Create all": the checked rows, created by a job (add-fack-profile creates one row a call). */
export const VirtualImportBody = Type.Object({
  rows: Type.Array(VirtualProfileBody, {
    minItems: 1,
    maxItems: MAX_VIRTUAL_PROFILE_ROWS,
    errorMessage: v.rowCount(MAX_VIRTUAL_PROFILE_ROWS),
  }),
});
export type VirtualImportBody = Static<typeof VirtualImportBody>;

export const VirtualImport = Type.Object({
  _id: Type.String(),
  ...importProgress,
});
export type VirtualImport = Static<typeof VirtualImport>;

export const VirtualImportAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: VirtualImport,
});
export type VirtualImportAnswer = Static<typeof VirtualImportAnswer>;
