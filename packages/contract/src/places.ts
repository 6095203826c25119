import { Type, type Static } from 'typebox';

export const PlacePrediction = Type.Object({ description: Type.String(), placeId: Type.String() });
export const AutocompleteAnswer = Type.Object({ predictions: Type.Array(PlacePrediction) });
export type AutocompleteAnswer = Static<typeof AutocompleteAnswer>;

export const PlaceDetail = Type.Object({
  description: Type.String(),
  geometry: Type.Object({ location: Type.Object({ lat: Type.Number(), lng: Type.Number() }) }),
  timezone: Type.String(),
});
export type PlaceDetail = Static<typeof PlaceDetail>;
