import type { AutocompleteAnswer, PlaceDetail } from '@orrery/contract';

export type Prediction = AutocompleteAnswer['predictions'][number];
export type { PlaceDetail };

/** Place search behind the admin, celebrity, pair and location forms (the shapes of the spec's maps calls). */
export interface PlacesProvider {
  readonly name: string;
  /** At most ten places whose name (or a word of it) starts with the text; "name, region or country" narrows. */
  autocomplete(text: string): Promise<Prediction[]>;
  /** The place with this id, or null when there is none. */
  detail(placeId: string): Promise<PlaceDetail | null>;
  /** Loads the index and readies the search (idempotent); resolves when a search is fast. */
  warm(): Promise<void>;
}
