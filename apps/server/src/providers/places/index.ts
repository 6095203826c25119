import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createGazetteerPlaces, type PlacesLog } from './gazetteer';
import type { PlacesProvider } from './types';

export type { PlaceDetail, PlacesProvider, Prediction } from './types';

const require = createRequire(import.meta.url);

/** Where the server build leaves the prepared index: apps/server/dist/places-index.bin (src or dist alike). */
export function defaultPlaceIndexFile(): string {
  return join(dirname(require.resolve('@orrery/server/package.json')), 'dist', 'places-index.bin');
}

export interface PlacesOptions {
  log?: PlacesLog;
  /** The server passes true: load in the background at start, so the first search is already fast. */
  preload?: boolean;
  indexFile?: string;
}

export function createPlacesProvider(options: PlacesOptions = {}): PlacesProvider {
  return createGazetteerPlaces({ ...options, indexFile: options.indexFile ?? defaultPlaceIndexFile() });
}
