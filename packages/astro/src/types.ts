import { SYNASTRY_PLANETS, type SynastryPlanet } from '@orrery/contract';

/**
 * Point codes of the chart points: the contract's `SYNASTRY_PLANETS` (su mo me ve ma ju sa ra ke ur ne pl
 * as mc), the one list, which the console reads without the engine.
 */
export type PlanetCode = SynastryPlanet;

export const PLANET_CODES: readonly PlanetCode[] = SYNASTRY_PLANETS;

export type Zodiac = 'tropical' | 'sidereal';
export type NodeKind = 'mean' | 'true';
export type HouseSystem = 'wholeSign' | 'placidus' | 'sripati';

/** Longitude in degrees [0, 360) and its speed in degrees per day. */
export interface Point {
  lng: number;
  speed: number;
}

export type Points = Record<PlanetCode, Point>;

export interface ChartInput {
  utc: Date;
  /** geographic latitude, degrees north */
  lat: number;
  /** geographic longitude, degrees east */
  lng: number;
}

export interface ChartOptions {
  zodiac?: Zodiac;
  node?: NodeKind;
  houses?: HouseSystem;
}

export interface Chart {
  jdUt: number;
  lat: number;
  lng: number;
  node: NodeKind;
  houseSystem: HouseSystem;
  /** true Lahiri ayanamsa of the instant (given for tropical charts too) */
  ayanamsa: number;
  zodiac: Zodiac;
  points: Points;
  /** the 12 cusps, houses[0] is the first house */
  houses: number[];
}
