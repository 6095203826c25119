import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { readIndexFile, writeIndexFile } from './indexFile';
import { searchKey } from './normalize';
import {
  COORD_SCALE,
  describePlace,
  findPlace,
  nearestPlace,
  distanceKm,
  type PlaceIndex,
} from './placeIndex';
import { parsePlaceQuery, searchPlaces } from './search';
import { buildIndexFromSources, sourceSignature } from './sources';
import { timeZoneAt, warmTimeZones } from './timezone';
import { textAt } from './textColumn';
import type { AreaKind, NearestPlace, PlaceDetail, PlacesProvider, Prediction } from './types';

export interface PlacesLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface GazetteerOptions {
  /** The prepared index: built from the gazetteer packages when absent or stale (saved when `preload`). */
  indexFile: string;
  log?: PlacesLog;
  /**
   * Load the index and the zone data in the background, now (true) or once the promise settles (the server
   * passes its start-up, so that building a missing index does not slow it); save the index if it had to
   * be built.
   */
  preload?: boolean | Promise<unknown>;
}

const quiet: PlacesLog = { info() {}, warn() {}, error() {} };
const GEONAMES_ID = /^[1-9][0-9]{0,9}$/;
const WARM_UP_QUERIES = ['a', 'sao pa', 'new york, us', 'zurich'];

/** geo-tz parses its zone index on first use, delaying that call: done at start with the place index. */
function warmZones(log: PlacesLog): void {
  const started = performance.now();
  warmTimeZones();
  log.info({ ms: Math.round(performance.now() - started) }, 'time-zone data loaded');
}

/** One load per index file per process, shared by every provider (the test apps build several). */
const loads = new Map<string, Promise<PlaceIndex>>();

/** The bundled worker beside the server's bundle (dist/); absent when the server runs from its sources. */
const workerFile = new URL('./places-worker.mjs', import.meta.url);

/** Builds the index in a worker thread when the bundle has one, else in this thread (tests, `npm run dev`). */
function buildIndex(): Promise<PlaceIndex> {
  if (!existsSync(workerFile)) return Promise.resolve(buildIndexFromSources());
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile);
    worker.once('message', (index: PlaceIndex) => {
      resolve(index);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the place index worker stopped (exit code ${code})`)));
  });
}

async function loadIndex(indexFile: string, log: PlacesLog, save: boolean): Promise<PlaceIndex> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const read = await readIndexFile(indexFile, sourceSignature());
  if ('index' in read) {
    log.info({ places: read.index.ids.length, ms: elapsed() }, 'place index loaded');
    return read.index;
  }
  const index = await buildIndex();
  log.info(
    { indexFile, problem: read.problem, places: index.ids.length, ms: elapsed() },
    'place index built from the gazetteer packages',
  );
  if (save) {
    await writeIndexFile(indexFile, index).catch((err: unknown) =>
      log.warn({ err, indexFile }, 'could not save the place index'),
    );
  }
  return index;
}

/** Place search on the offline GeoNames gazetteer; the zone comes from the co-ordinates (geo-tz). */
export function createGazetteerPlaces(options: GazetteerOptions): PlacesProvider {
  const log = options.log ?? quiet;
  const index = (): Promise<PlaceIndex> => {
    let load = loads.get(options.indexFile);
    if (!load) {
      load = loadIndex(options.indexFile, log, Boolean(options.preload));
      loads.set(options.indexFile, load);
      load.catch(() => loads.delete(options.indexFile));
    }
    return load;
  };

  const provider: PlacesProvider = {
    name: 'gazetteer',

    async autocomplete(text: string): Promise<Prediction[]> {
      const places = await index();
      return searchPlaces(places, parsePlaceQuery(text)).map((row) => ({
        description: describePlace(places, row),
        placeId: String(places.ids[row]),
      }));
    },

    async areaNames(kind: AreaKind, text: string, limit: number): Promise<string[]> {
      const prefix = searchKey(text);
      if (!prefix || limit < 1) return [];
      const places = await index();
      if (kind === 'city') {
        // more rows than names wanted: many towns share a name
        const rows = searchPlaces(places, { name: prefix, within: [] }, limit * 4);
        return [...new Set(rows.map((row) => textAt(places.names, row)))].slice(0, limit);
      }
      const names = kind === 'region' ? places.regions : places.countries;
      return [...new Set(names.filter((name) => name && searchKey(name).startsWith(prefix)))]
        .sort((a, b) => a.localeCompare(b))
        .slice(0, limit);
    },

    async detail(placeId: string): Promise<PlaceDetail | null> {
      if (!GEONAMES_ID.test(placeId)) return null;
      const places = await index();
      const row = findPlace(places, Number(placeId));
      if (row < 0) return null;
      const lat = (places.lat[row] ?? 0) / COORD_SCALE;
      const lng = (places.lng[row] ?? 0) / COORD_SCALE;
      return {
        description: describePlace(places, row),
        geometry: { location: { lat, lng } },
        timezone: timeZoneAt(lat, lng),
      };
    },

    async nearest(lat: number, lng: number, withinKm: number): Promise<NearestPlace | null> {
      const places = await index();
      const row = nearestPlace(places, lat, lng, withinKm);
      if (row < 0) return null;
      const km = distanceKm(
        lat,
        lng,
        (places.lat[row] ?? 0) / COORD_SCALE,
        (places.lng[row] ?? 0) / COORD_SCALE,
      );
      return {
        description: describePlace(places, row),
        country: places.countries[places.country[row] ?? 0] ?? '',
        region: places.regions[places.region[row] ?? 0] ?? '',
        km,
      };
    },

    async warm(): Promise<void> {
      const places = await index();
      // a few searches, so the search code is compiled and its lazy tables made before a person asks
      for (const text of WARM_UP_QUERIES) searchPlaces(places, parsePlaceQuery(text));
    },
  };

  if (options.preload) {
    let started = 0;
    void Promise.resolve(options.preload)
      .catch(() => undefined)
      .then(() => {
        started = performance.now();
        return provider.warm();
      })
      .then(() => {
        log.info({ ms: Math.round(performance.now() - started) }, 'place search ready');
        warmZones(log);
      })
      .catch((err: unknown) => log.error({ err }, 'place search failed to load'));
  }
  return provider;
}
