import { Type, type Static } from 'typebox';

/** `GET /api/user/countries`: the countries the server knows (ISO 3166-1 alpha-2, English names), by name. */
export const CountryListAnswer = Type.Object({
  items: Type.Array(Type.Object({ name: Type.String(), code: Type.String() })),
});
export type CountryListAnswer = Static<typeof CountryListAnswer>;
export type Country = CountryListAnswer['items'][number];
