import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createGazetteerPlaces, type PlacesLog } from './gazetteer';
import type { PlacesProvider } from './types';

export type { AreaKind, NearestPlace, PlaceDetail, PlacesProvider, Prediction } from './types';

const require = createRequire(import.meta.url);

/**
 * Where the server build leaves the prepared index: apps/server/dist/places-index.bin, found through the
 * workspace link, so from src (tsx, tests) and from the bundle alike; a wrong guess only costs the build.
 */
export function defaultPlaceIndexFile(): string {
  let serverRoot: string;
  try {
    serverRoot = dirname(require.resolve('@orrery/server/package.json'));
  } catch {
    serverRoot = process.cwd();
  }
  return join(serverRoot, 'dist', 'places-index.bin');
}

export interface PlacesOptions {
  log?: PlacesLog;
  /** Load in the background, now or once the promise settles, so the first search is already fast. */
  preload?: boolean | Promise<unknown>;
  indexFile?: string;
}

export function createPlacesProvider(options: PlacesOptions = {}): PlacesProvider {
  return createGazetteerPlaces({ ...options, indexFile: options.indexFile ?? defaultPlaceIndexFile() });
}
