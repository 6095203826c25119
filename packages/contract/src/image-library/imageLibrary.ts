import { Type, type Static } from 'typebox';
import { skipLimit } from '../common';

/** One image of the library (_id, filename, title, createdAt), with its thumbnail. */
export const FakeImage = Type.Object({
  _id: Type.String(),
  filename: Type.String(),
  thumbnail: Type.String(),
  title: Type.String(),
  createdAt: Type.String(),
});
export type FakeImage = Static<typeof FakeImage>;

/** `{skip}/{limit}` of `fakeProfile/images-list`. */
export const ImagePageParams = Type.Object(skipLimit(100));
export type ImagePageParams = Static<typeof ImagePageParams>;

export const ImageListAnswer = Type.Object({
  valid: Type.Literal(true),
  success: Type.Literal(true),
  data: Type.Array(FakeImage),
  pagination: Type.Object({ total: Type.Integer(), currentPage: Type.Integer(), totalPages: Type.Integer() }),
});
export type ImageListAnswer = Static<typeof ImageListAnswer>;

export const ImageUploadAnswer = Type.Object({
  valid: Type.Literal(true),
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Array(FakeImage),
});
export type ImageUploadAnswer = Static<typeof ImageUploadAnswer>;
