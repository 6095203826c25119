import type { AutocompleteAnswer, PlaceDetail } from '@orrery/contract';

export type Prediction = AutocompleteAnswer['predictions'][number];
export type { PlaceDetail };
export type AreaKind = 'city' | 'region' | 'country';

/** The known place nearest to co-ordinates, and what it tells of where they lie. */
export interface NearestPlace {
  description: string;
  country: string;
  /** '' when GeoNames names no region for it. */
  region: string;
  /** Great-circle distance, km. */
  km: number;
}

/** Place search behind the admin, celebrity, pair and location forms (the shapes of the maps API's calls). */
export interface PlacesProvider {
  readonly name: string;
  /** At most ten places whose name (or a word of it) starts with the text; "name, region or country" narrows. */
  autocomplete(text: string): Promise<Prediction[]>;
  /**
   * Up to `limit` distinct names of towns (by rank, as autocomplete), regions or countries (A to Z) that
   * start with the text (accents and case aside): the location searches of the push and location screens.
   */
  areaNames(kind: AreaKind, text: string, limit: number): Promise<string[]>;
  /** The place with this id, or null when there is none. */
  detail(placeId: string): Promise<PlaceDetail | null>;
  /** The known place nearest to the co-ordinates, or null when none lies within `withinKm`. */
  nearest(lat: number, lng: number, withinKm: number): Promise<NearestPlace | null>;
  /** Loads the index and readies the search (idempotent); resolves when a search is fast. */
  warm(): Promise<void>;
}
