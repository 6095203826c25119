import { takesBody, urlOf, type Operation, type Parts } from './operations';
import { arrayBranch, textVariantsFor, toJson, typeOf, variantsFor, type Schema } from './schemaValues';

/** One request to send, and what it tries. */
export interface Case {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

type Key = string | number;

const JSON_TYPE = { 'content-type': 'application/json' };

/** The request of these parts, the body as JSON. */
export function requestOf(
  op: Operation,
  label: string,
  parts: Parts,
  rawPath?: Record<string, string>,
): Case {
  const body = parts.body === undefined ? {} : { payload: toJson(parts.body), headers: JSON_TYPE };
  return { label, method: op.method, url: urlOf(op, parts, rawPath), ...body };
}

/** Path segments that are no text a route can take: broken percent-encoding, NUL, slashes, length. */
const rawSegments: [string, string][] = [
  ['percent-encoded NUL', '%00'],
  ['lone percent sign', '%'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['UTF-8 of a lone surrogate', '%ED%A0%80'],
  ['encoded slashes', '..%2F..%2Fetc'],
  ['5,000 characters', 'a'.repeat(5000)],
];

function* pathCases(op: Operation, base: Parts): Generator<Case> {
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    for (const { label, value } of textVariantsFor(param.schema, base.path[param.name])) {
      if (typeof value !== 'string') continue;
      const path = { ...base.path, [param.name]: value };
      yield requestOf(op, `path ${param.name}: ${label}`, { ...base, path });
    }
    for (const [label, raw] of rawSegments) {
      yield requestOf(op, `path ${param.name}: ${label}`, base, { [param.name]: raw });
    }
  }
}

/** The base of each slot's cases (`query <name>`, `body <top-level field>`): one that reaches furthest. */
export type BaseFor = (slot: string) => Parts;

function* queryCases(op: Operation, base: Parts, baseFor: BaseFor): Generator<Case> {
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const base = baseFor(`query ${param.name}`);
    for (const { label, value } of textVariantsFor(param.schema, base.query[param.name])) {
      const query = { ...base.query, [param.name]: value as string | string[] };
      yield requestOf(op, `query ${param.name}: ${label}`, { ...base, query });
    }
  }
  for (const key of ['fuzzExtra', '__proto__', 'constructor', 'prototype']) {
    yield requestOf(op, `query: extra parameter ${key}`, { ...base, query: { ...base.query, [key]: 'x' } });
  }
}

/** A field of a body: where it is and its schema. */
interface Field {
  path: Key[];
  schema: Schema;
}

/** Every field of a body, nested objects and the first item of arrays included. */
function fieldsOf(schema: Schema, value: unknown, path: Key[] = []): Field[] {
  // a list, or a union's list branch (an id or a list of ids): its first item, and the fields inside it
  const items = Array.isArray(value) ? arrayBranch(schema)?.items : undefined;
  if (Array.isArray(value) && items && value.length > 0) {
    return [{ path: [...path, 0], schema: items }, ...fieldsOf(items, value[0], [...path, 0])];
  }
  if (typeOf(schema) !== 'object' || value === null || typeof value !== 'object') return [];
  const branch = schema.properties ? schema : (schema.anyOf ?? schema.oneOf ?? []).find((b) => b.properties);
  return Object.entries(branch?.properties ?? {}).flatMap(([key, child]) => [
    { path: [...path, key], schema: child },
    ...fieldsOf(child, (value as Record<string, unknown>)[key], [...path, key]),
  ]);
}

/** A copy of the body with the value at `path` replaced, or removed when `value` is `remove`. */
const remove = Symbol('remove');
function replaced(body: unknown, path: Key[], value: unknown): unknown {
  const copy = structuredClone(body);
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], copy);
  const last = path[path.length - 1] as Key;
  if (value === remove) delete (parent as Record<Key, unknown>)[last];
  else (parent as Record<Key, unknown>)[last] = value;
  return copy;
}

/** An object holding `key` as its own property, even `__proto__`, so that JSON.stringify writes it. */
const withKey = (object: unknown, key: string, value: unknown) =>
  Object.defineProperty({ ...(object as object) }, key, { value, enumerable: true });

function* bodyFieldCases(op: Operation, base: Parts, schema: Schema, baseFor: BaseFor): Generator<Case> {
  const fieldBases = new Map<Key, Parts>();
  const keys = new Set(fieldsOf(schema, base.body).map((field) => field.path[0] as Key));
  const fields = [...keys].flatMap((key) => {
    const own = baseFor(`body ${key}`);
    fieldBases.set(key, own);
    return fieldsOf(schema, own.body).filter((field) => field.path[0] === key);
  });
  for (const field of fields) {
    const base = fieldBases.get(field.path[0] as Key) as Parts;
    const body = base.body;
    const name = field.path.join('.');
    const current = field.path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], body);
    yield requestOf(op, `body ${name}: missing`, { ...base, body: replaced(body, field.path, remove) });
    for (const { label, value } of variantsFor(field.schema, current)) {
      yield requestOf(op, `body ${name}: ${label}`, { ...base, body: replaced(body, field.path, value) });
    }
  }
  const body = base.body;
  const objects: Key[][] = [
    [],
    ...fieldsOf(schema, body)
      .filter((f) => f.schema.properties)
      .map((f) => f.path),
  ];
  for (const path of objects) {
    const node = path.reduce<unknown>((item, key) => (item as Record<Key, unknown> | null)?.[key], body);
    if (node === null || typeof node !== 'object') continue;
    const where = path.length ? path.join('.') : 'the body';
    const polluted = { polluted: true };
    for (const [key, value] of [
      ['fuzzExtra', 'x'],
      ['__proto__', polluted],
      ['constructor', { prototype: polluted }],
      ['prototype', polluted],
    ] as const) {
      const changed = path.length
        ? replaced(body, path, withKey(node, key, value))
        : withKey(node, key, value);
      yield requestOf(op, `${where}: extra key ${key}`, { ...base, body: changed });
    }
  }
}

/** Bodies that are no JSON object: broken JSON, other JSON values, nesting no parser should follow. */
const rawBodies: [string, string][] = [
  ['empty body', ''],
  ['truncated JSON', '{"a":'],
  ['unclosed object', '{'],
  ['trailing comma', '[1,]'],
  ['single quotes', "{'a':1}"],
  ['two documents', '{}{}'],
  ['NaN literal', '{"a":NaN}'],
  ['byte order mark', '\ufeff{}'],
  ['NUL byte', '\u0000'],
  ['JSON null', 'null'],
  ['JSON array', '[]'],
  ['array of an object', '[{}]'],
  ['JSON string', '"x"'],
  ['JSON 1e999', '1e999'],
  ['JSON true', 'true'],
  ['100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['50,000 nested objects', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
  ['__proto__ at the root', '{"__proto__":{"polluted":true}}'],
  ['constructor.prototype at the root', '{"constructor":{"prototype":{"polluted":true}}}'],
];

function* bodyCases(op: Operation, base: Parts, baseFor: BaseFor): Generator<Case> {
  const url = urlOf(op, base);
  for (const [label, payload] of rawBodies) {
    yield { label: `body: ${label}`, method: op.method, url, payload, headers: JSON_TYPE };
  }
  const json = toJson(base.body ?? {});
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/json; charset=utf-16',
  ]) {
    yield {
      label: `body: content-type ${type}`,
      method: op.method,
      url,
      payload: json,
      headers: { 'content-type': type },
    };
  }
  const large = JSON.stringify({ a: 'a'.repeat(1_100_000) });
  yield { label: 'body: over the 1 MiB limit', method: op.method, url, payload: large, headers: JSON_TYPE };
  if (op.body) {
    yield requestOf(op, 'body: an array holding the body', { ...base, body: [base.body] });
    yield* bodyFieldCases(op, base, op.body, baseFor);
  }
}

interface FormPart {
  name: string;
  filename?: string;
  type?: string;
  content: string | Buffer;
}

const BOUNDARY = 'fuzzboundary';

/** A multipart body with these parts; `close: false` leaves the closing boundary out. */
function form(parts: FormPart[], close = true): Buffer {
  const chunks = parts.flatMap((part) => {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    return [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(close ? `--${BOUNDARY}--\r\n` : '')]);
}

function* multipartCases(op: Operation, base: Parts, png: Buffer): Generator<Case> {
  const url = urlOf(op, base);
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const image = (name = 'file'): FormPart => ({
    name,
    filename: 'photo.png',
    type: 'image/png',
    content: png,
  });
  const cases: [string, string, string | Buffer][] = [
    ['garbage body', 'multipart/form-data; boundary=x', 'garbage'],
    ['garbage after the boundary', 'multipart/form-data; boundary=x', '--x\r\ngarbage\r\n'],
    ['part header without colon', type, `--${BOUNDARY}\r\nbroken header\r\n\r\ndata\r\n--${BOUNDARY}--\r\n`],
    ['no closing boundary', type, form([image()], false)],
    ['no boundary parameter', 'multipart/form-data', form([image()])],
    ['empty boundary', 'multipart/form-data; boundary=', form([image()])],
    [
      'text in the file field',
      type,
      form([{ name: 'file', filename: 'a.png', type: 'image/png', content: 'not an image' }]),
    ],
    ['truncated PNG', type, form([{ ...image(), content: png.subarray(0, 40) }])],
    ['image in another field', type, form([image('other')])],
    ['only a text field', type, form([{ name: 'file', content: 'text' }])],
    ['two files', type, form([image(), image()])],
    [
      'eleven text fields',
      type,
      form(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, content: 'x' }))),
    ],
    ['odd file name', type, form([{ ...image(), filename: '../\u202e\u0001ü.png' }])],
    ['a PNG', type, form([image()])],
  ];
  for (const [label, contentType, payload] of cases) {
    yield {
      label: `multipart: ${label}`,
      method: op.method,
      url,
      payload,
      headers: { 'content-type': contentType },
    };
  }
}

/**
 * The valid-ish request of an operation: its parts, and for one that takes a body but documents no
 * JSON body (an upload: the document does not describe multipart bodies), a form with a PNG.
 */
export function baselineOf(op: Operation, label: string, parts: Parts, png: Buffer): Case {
  const request = requestOf(op, label, parts);
  if (!takesBody(op) || op.body) return request;
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  return {
    ...request,
    payload: form([{ name: 'file', filename: 'photo.png', type: 'image/png', content: png }]),
    headers,
  };
}

/**
 * Every case for one operation, after its baseline: path, query, body and multipart, one change each.
 * The changes to a query parameter or a body field start from `baseFor` that slot (by default `base`).
 */
export function* casesFor(
  op: Operation,
  base: Parts,
  png: Buffer,
  baseFor: BaseFor = () => base,
): Generator<Case> {
  yield* pathCases(op, base);
  yield* queryCases(op, base, baseFor);
  if (takesBody(op)) {
    yield* bodyCases(op, base, baseFor);
    yield* multipartCases(op, base, png);
  }
}
