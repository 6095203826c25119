import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { INDEX_FORMAT, type PlaceIndex } from './placeIndex';
import type { TextColumn } from './textColumn';

/**
 * The prepared index on disk, quick to read (no parsing of the columns):
 *   "ORPLACES" · header length (uint32 LE) · header (JSON: format, source, the small tables, sections)
 *   · sections, each 8-byte aligned: the column arrays as raw little-endian bytes, texts as UTF-8 with
 *   the length of each string (one byte each while they are short: where each starts is summed on
 *   reading). `fullKey` is not stored: it is `keyPlace` turned round.
 */
const MAGIC = Buffer.from('ORPLACES');
const ALIGN = 8;

const arrayTypes = { Uint32Array, Int32Array, Uint16Array, Uint8Array } as const;
type ArrayKind = keyof typeof arrayTypes;
type Column = Uint32Array | Int32Array | Uint16Array | Uint8Array;

interface Section {
  name: string;
  kind: ArrayKind | 'utf8';
  offset: number;
  byteLength: number;
}

interface Header {
  format: number;
  source: string;
  regions: string[];
  regionCodes: string[];
  countries: string[];
  countryCodes: string[];
  featureCodes: string[];
  sections: Section[];
}

type ArrayField = 'ids' | 'lat' | 'lng' | 'population' | 'region' | 'country' | 'feature';
type TextField = 'names' | 'keys' | 'wordKeys';
const arrayFields: ArrayField[] = ['ids', 'lat', 'lng', 'population', 'region', 'country', 'feature'];
const textFields: TextField[] = ['names', 'keys', 'wordKeys'];
const placeOfKey = { keys: 'keyPlace', wordKeys: 'wordPlace' } as const;

const kindOf = (column: Column): ArrayKind => column.constructor.name as ArrayKind;
const aligned = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

/** The length of each string of a column, in the smallest array that holds them. */
function lengthsOf(column: TextColumn): Uint8Array | Uint16Array {
  const lengths = column.start.subarray(1).map((end, i) => end - (column.start[i] ?? 0));
  const longest = lengths.reduce((a, b) => Math.max(a, b), 0);
  if (longest > 0xffff) throw new Error(`a text of ${longest} characters is too long for the index`);
  return longest > 0xff ? Uint16Array.from(lengths) : Uint8Array.from(lengths);
}

/** Where each string starts, from their lengths. */
function startsOf(lengths: Uint8Array | Uint16Array): Uint32Array {
  const start = new Uint32Array(lengths.length + 1);
  lengths.forEach((length, i) => {
    start[i + 1] = (start[i] ?? 0) + length;
  });
  return start;
}

export async function writeIndexFile(path: string, index: PlaceIndex): Promise<void> {
  const parts: { name: string; kind: Section['kind']; bytes: Buffer }[] = [];
  const addArray = (name: string, column: Column) =>
    parts.push({
      name,
      kind: kindOf(column),
      bytes: Buffer.from(column.buffer, column.byteOffset, column.byteLength),
    });
  for (const field of arrayFields) addArray(field, index[field]);
  for (const field of textFields) {
    const column: TextColumn = index[field];
    const bytes = Buffer.from(column.text, 'utf8');
    // offsets count UTF-16 units: a text that does not survive UTF-8 would shift every one after it
    if (bytes.toString('utf8') !== column.text) throw new Error(`${field}: not well-formed Unicode`);
    parts.push({ name: `${field}.text`, kind: 'utf8', bytes });
    addArray(`${field}.length`, lengthsOf(column));
    if (field !== 'names') addArray(placeOfKey[field], index[placeOfKey[field]]);
  }
  let offset = 0;
  const sections: Section[] = parts.map((part) => {
    const section = { name: part.name, kind: part.kind, offset, byteLength: part.bytes.length };
    offset = aligned(offset + part.bytes.length);
    return section;
  });
  const { format, source, regions, regionCodes, countries, countryCodes, featureCodes } = index;
  const header: Header = {
    format,
    source,
    regions,
    regionCodes,
    countries,
    countryCodes,
    featureCodes,
    sections,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const bodyStart = aligned(MAGIC.length + 4 + headerBytes.length);
  const file = Buffer.alloc(bodyStart + offset);
  MAGIC.copy(file, 0);
  file.writeUInt32LE(headerBytes.length, MAGIC.length);
  headerBytes.copy(file, MAGIC.length + 4);
  parts.forEach((part, i) => part.bytes.copy(file, bodyStart + (sections[i]?.offset ?? 0)));

  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.tmp`;
  await writeFile(partial, file);
  await rename(partial, path);
}

export type IndexFileProblem = 'missing' | 'unreadable' | 'stale';

class Unreadable extends Error {}

function parse(file: Buffer, source: string): PlaceIndex | 'stale' {
  if (file.length < MAGIC.length + 4 || !file.subarray(0, MAGIC.length).equals(MAGIC)) throw new Unreadable();
  const headerLength = file.readUInt32LE(MAGIC.length);
  const header = JSON.parse(
    file.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength),
  ) as Header;
  if (header.format !== INDEX_FORMAT) return 'stale';
  if (header.source !== source) return 'stale';
  const bodyStart = aligned(MAGIC.length + 4 + headerLength);
  const byName = new Map(header.sections.map((s) => [s.name, s]));
  const sectionOf = (name: string, kind: Section['kind']) => {
    const section = byName.get(name);
    if (!section || section.kind !== kind) throw new Unreadable();
    const from = bodyStart + section.offset;
    if (from + section.byteLength > file.length) throw new Unreadable();
    return { from, to: from + section.byteLength };
  };
  // copies, so the file's buffer is let go once read
  const array = <K extends ArrayKind>(name: string, kind: K): InstanceType<(typeof arrayTypes)[K]> => {
    const { from, to } = sectionOf(name, kind);
    const bytes = new Uint8Array(to - from);
    bytes.set(file.subarray(from, to));
    return new arrayTypes[kind](bytes.buffer) as InstanceType<(typeof arrayTypes)[K]>;
  };
  const text = (field: TextField): TextColumn => {
    const { from, to } = sectionOf(`${field}.text`, 'utf8');
    const lengthKind = byName.get(`${field}.length`)?.kind === 'Uint16Array' ? 'Uint16Array' : 'Uint8Array';
    const column = {
      text: file.toString('utf8', from, to),
      start: startsOf(array(`${field}.length`, lengthKind)),
    };
    if (column.start[column.start.length - 1] !== column.text.length) throw new Unreadable();
    return column;
  };
  const index: PlaceIndex = {
    format: header.format,
    source: header.source,
    regions: header.regions,
    regionCodes: header.regionCodes,
    countries: header.countries,
    countryCodes: header.countryCodes,
    featureCodes: header.featureCodes,
    ids: array('ids', 'Uint32Array'),
    lat: array('lat', 'Int32Array'),
    lng: array('lng', 'Int32Array'),
    population: array('population', 'Uint32Array'),
    region: array('region', 'Uint16Array'),
    country: array('country', 'Uint16Array'),
    feature: array('feature', 'Uint8Array'),
    fullKey: new Uint32Array(0),
    names: text('names'),
    keys: text('keys'),
    keyPlace: array('keyPlace', 'Uint32Array'),
    wordKeys: text('wordKeys'),
    wordPlace: array('wordPlace', 'Uint32Array'),
  };
  const n = index.ids.length;
  const perPlace = [index.lat, index.lng, index.population, index.region, index.country, index.feature];
  if (
    perPlace.some((column) => column.length !== n) ||
    index.names.start.length !== n + 1 ||
    index.keys.start.length !== n + 1 ||
    index.keyPlace.length !== n ||
    index.wordPlace.length !== index.wordKeys.start.length - 1
  ) {
    throw new Unreadable();
  }
  const fullKey = new Uint32Array(n);
  index.keyPlace.forEach((place, row) => {
    if (place >= n) throw new Unreadable();
    fullKey[place] = row;
  });
  return { ...index, fullKey };
}

/** The index in the file when it is there, readable and made from these sources; otherwise why not. */
export async function readIndexFile(
  path: string,
  source: string,
): Promise<{ index: PlaceIndex } | { problem: IndexFileProblem }> {
  let file: Buffer;
  try {
    file = await readFile(path);
  } catch {
    return { problem: 'missing' };
  }
  try {
    const index = parse(file, source);
    return index === 'stale' ? { problem: 'stale' } : { index };
  } catch {
    return { problem: 'unreadable' };
  }
}
