import { Type, type Static } from 'typebox';

/** A longitude with its sign: `sign` is the sign's name, `degree` the degrees within it (0 to 30). */
const Placed = {
  lng: Type.Number(),
  sign: Type.String(),
  degree: Type.Number(),
};

export const ChartPointRow = Type.Object({
  /** Point code of `@orrery/astro` (su mo me ve ma ju sa ra ke ur ne pl as mc) and its name. */
  code: Type.String(),
  name: Type.String(),
  ...Placed,
  /** Null when the birth time is unknown (houses need it). */
  house: Type.Union([Type.Integer(), Type.Null()]),
  retrograde: Type.Boolean(),
});
export type ChartPointRow = Static<typeof ChartPointRow>;

export const ChartHouseRow = Type.Object({ house: Type.Integer(), ...Placed });
export type ChartHouseRow = Static<typeof ChartHouseRow>;

/**
 * `GET /api/user/item/{id}/chart`: the member's natal chart. Without a birth time (`timeKnown` false)
 * the planets are placed for 12:00 local time (`NOON_FOR_UNKNOWN_TIME`) and there are no houses,
 * Ascendant or Midheaven: `houses` is empty, `ascendant` and `midheaven` are null.
 */
export const MemberChart = Type.Object({
  timeKnown: Type.Boolean(),
  zodiac: Type.Union([Type.Literal('tropical'), Type.Literal('sidereal')]),
  houseSystem: Type.String(),
  /** The birth place's IANA zone, the local birth time and the UTC instant it maps to. */
  timeZone: Type.String(),
  local: Type.String(),
  utc: Type.String(),
  geo: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
  ayanamsa: Type.Number(),
  points: Type.Array(ChartPointRow),
  houses: Type.Array(ChartHouseRow),
  ascendant: Type.Union([Type.Object(Placed), Type.Null()]),
  midheaven: Type.Union([Type.Object(Placed), Type.Null()]),
});
export type MemberChart = Static<typeof MemberChart>;

export const MemberChartAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: MemberChart,
});
export type MemberChartAnswer = Static<typeof MemberChartAnswer>;

/** The local time a chart without a birth time is computed for. */
export const NOON_FOR_UNKNOWN_TIME = '12:00';
