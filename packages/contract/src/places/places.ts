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

export const placeZoneMessages = {
  coordinates: 'The co-ordinates are not valid: latitude -90 to 90, longitude -180 to 180.',
  dob: 'The date of birth is not valid: YYYY-MM-DD.',
  tob: 'The time of birth is not valid: HH:mm.',
} as const;

/** `GET places/zone`: where co-ordinates lie, and the offset from UTC there at a local birth time. */
export const PlaceZoneQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, errorMessage: placeZoneMessages.coordinates }),
  lng: Type.Number({ minimum: -180, maximum: 180, errorMessage: placeZoneMessages.coordinates }),
  dob: Type.Optional(Type.String({ format: 'date', errorMessage: placeZoneMessages.dob })),
  tob: Type.Optional(
    Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', errorMessage: placeZoneMessages.tob }),
  ),
});
export type PlaceZoneQuery = Static<typeof PlaceZoneQuery>;

export const PlaceZone = Type.Object({
  /** IANA zone at the co-ordinates (geo-tz), the one a chart of a birth there is computed in. */
  timezone: Type.String(),
  /** Country and first-order region of the nearest known place ('' when none within 100 km). */
  country: Type.String(),
  region: Type.String(),
  /** The nearest known place, "name, region, country", and how far it is, in km (1 decimal). */
  nearest: Type.Union([Type.Object({ description: Type.String(), km: Type.Number() }), Type.Null()]),
  /** "+01:00" at the local birth time (given `dob`; `tob` or noon); null without a date or for a skipped time. */
  utcOffset: Type.Union([Type.String(), Type.Null()]),
  /** The local time happened twice (clocks went back): the offset is the earlier one's, as the chart takes. */
  ambiguous: Type.Boolean(),
  /** The local time never happened there (clocks jumped forward over it). */
  skipped: Type.Boolean(),
});
export type PlaceZone = Static<typeof PlaceZone>;
