import { Type, type Static } from 'typebox';
import { importProgress, Nullable } from '../common';
import { MAX_MANUAL_PAIRS, pairMessages as m } from './texts';

const Text = (message: string, maxLength = 200) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', errorMessage: message });

export const PairGender = Type.Union([Type.Literal('m'), Type.Literal('f'), Type.Literal('o')], {
  errorMessage: m.gender,
});
export type PairGender = Static<typeof PairGender>;

/** Latitude and longitude in degrees; stored rounded to 4 decimals. */
export const GeoCordinate = Type.Object(
  { lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) },
  { errorMessage: m.pob },
);

const personFields = (nameMessage: string) => ({
  name: Text(nameMessage, 100),
  gender: PairGender,
  dob: Type.String({ format: 'date', errorMessage: m.dob }),
  tob: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', errorMessage: m.tob }),
  pob: Text(m.pob, 300),
  geoCordinate: GeoCordinate,
});

export const PairPersonInputA = Type.Object(personFields(m.nameA));
export const PairPersonInputB = Type.Object(personFields(m.nameB));
export type PairPersonInput = Static<typeof PairPersonInputA>;

const Id = (message: string) => Type.String({ format: 'uuid', errorMessage: message });

/** `POST pair/create`: the manual modal's 1 to 5 pairs, each `{groupId, userA, userB}`. */
export const CreatePairsBody = Type.Array(
  Type.Object({ groupId: Id(m.groupRequired), userA: PairPersonInputA, userB: PairPersonInputB }),
  { minItems: 1, maxItems: MAX_MANUAL_PAIRS, errorMessage: m.pairCount },
);
export type CreatePairsBody = Static<typeof CreatePairsBody>;

/** A person of a pair as answered: the input plus the UTC instant, the zone and whether the time was ambiguous. */
export const PairPerson = Type.Object({
  name: Type.String(),
  gender: Type.String(),
  dob: Type.String(),
  tob: Type.String(),
  utc: Type.String(),
  pob: Type.String(),
  geoCordinate: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
  timeZone: Type.String(),
  /** The local time happened twice (clocks went back): the earlier instant was taken. */
  ambiguousTime: Type.Boolean(),
});
export type PairPerson = Static<typeof PairPerson>;

export const CreatePairsAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: Type.Array(
    Type.Object({ _id: Type.String(), groupId: Type.String(), ambiguous: Type.Array(Type.String()) }),
  ),
});
export type CreatePairsAnswer = Static<typeof CreatePairsAnswer>;

export const CreateGroupBody = Type.Object({ name: Text(m.groupNameRequired, 100) });
export type CreateGroupBody = Static<typeof CreateGroupBody>;

export const PairGroup = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  pairCount: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
});
export type PairGroup = Static<typeof PairGroup>;

export const GroupAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: PairGroup,
});
export type GroupAnswer = Static<typeof GroupAnswer>;
export const GroupListAnswer = Type.Object({ valid: Type.Literal(true), data: Type.Array(PairGroup) });
export type GroupListAnswer = Static<typeof GroupListAnswer>;

/** `DELETE pair/pair-group/{id}?version=`: version optional; when sent, a changed group answers 409. */
export const DeleteGroupQuery = Type.Object({
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});

export const MultiPairListBody = Type.Object({
  protocolId: Id(m.setRequired),
  groupId: Type.Optional(Id(m.groupRequired)),
  pairId: Type.Optional(Id(m.pairNotFound)),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type MultiPairListBody = Static<typeof MultiPairListBody>;

const Range = Type.Object({ val1: Type.Number(), val2: Type.Number() });
const strengths = { veryHigh: Range, high: Range, medium: Range, low: Range, veryLow: Range };
const Band = Type.Union([
  Type.Literal('veryHigh'),
  Type.Literal('high'),
  Type.Literal('medium'),
  Type.Literal('low'),
  Type.Literal('veryLow'),
]);

export const OutRule = Type.Object({
  rules: Type.String(),
  userAPlanet: Type.String(),
  userBPlanet: Type.String(),
  abs: Type.Number(),
  abs2: Type.Number(),
  userALng: Type.Number(),
  userBLng: Type.Number(),
  userA2Lng: Type.Number(),
  userB2Lng: Type.Number(),
  communication: Type.Number(),
  connection: Type.Number(),
  energy: Type.Number(),
  stability: Type.Number(),
  isValid: Type.Boolean(),
});
export type OutRule = Static<typeof OutRule>;

const HeartCounts = Type.Object({
  veryHigh: Type.Number(),
  high: Type.Number(),
  medium: Type.Number(),
  veryLow: Type.Number(),
});

/** One pair with its result under the set; `outRules` only for a single pair. */
export const PairItem = Type.Object({
  _id: Type.String(),
  groupId: Type.String(),
  userA: PairPerson,
  userB: PairPerson,
  /** Who counts as the boy in guna milan: the man; for two of one gender or gender o, person A. */
  boy: Type.Union([Type.Literal('userA'), Type.Literal('userB')]),
  outRules: Type.Optional(Type.Array(OutRule)),
  validRules: Type.Integer(),
  score: Type.Number(),
  comPer: Type.Number(),
  conPer: Type.Number(),
  enePer: Type.Number(),
  staPer: Type.Number(),
  synPer: Type.Number(),
  gunaPer: Type.Number(),
  gunaTotal: Type.Number(),
  guna: Type.Record(Type.String(), Type.Number()),
  categoryBands: Type.Object({
    communication: Band,
    connection: Band,
    energy: Band,
    stability: Band,
  }),
  synastryCategory: Type.Object(strengths),
  heartBand: Type.String(),
  heartLogoCount: HeartCounts,
  heartLogo: Type.Object({ veryHigh: Range, high: Range, medium: Range, veryLow: Range }),
});
export type PairItem = Static<typeof PairItem>;

/**
 * `POST pair/multiPairList`. `synastryCategory` and `heartLogoCount` cover the WHOLE group (or the one
 * pair): per strength, how many of the pairs' category texts (four a pair) fall in it (val1) and that
 * share in percent (val2); per heart band, how many pairs.
 */
export const MultiPairListAnswer = Type.Object({
  valid: Type.Literal(true),
  items: Type.Array(PairItem),
  pageNo: Type.Integer(),
  pageLimit: Type.Integer(),
  TotalFilteredPair: Type.Integer(),
  synastryCategory: Type.Object(strengths),
  heartLogoCount: HeartCounts,
  heartLogo: Type.Object({ veryHigh: Range, high: Range, medium: Range, veryLow: Range }),
  protocol: Type.Object({ _id: Type.String(), name: Type.String(), version: Type.Integer() }),
  group: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
});
export type MultiPairListAnswer = Static<typeof MultiPairListAnswer>;

/** The state of a file import; the console polls `GET pair/import/{id}` until `status` is done or failed. */
export const PairImport = Type.Object({
  _id: Type.String(),
  groupId: Type.String(),
  groupName: Type.String(),
  ...importProgress,
});
export type PairImport = Static<typeof PairImport>;
export const PairImportAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: PairImport,
});
export type PairImportAnswer = Static<typeof PairImportAnswer>;
