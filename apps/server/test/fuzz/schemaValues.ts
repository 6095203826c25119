import RandExp from 'randexp';

/** A schema as the OpenAPI document gives it (@fastify/swagger's OpenAPI 3.0 dialect). */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** JSON text put in place of a value as it is: numbers that JSON.stringify cannot write (1e999). */
export class Raw {
  constructor(readonly text: string) {}
}

/** One way to break a value: a label for the failure message and the value sent instead. */
export interface Variant {
  label: string;
  value: unknown;
}

/** What the valid-ish values are built from: ids of rows that exist, texts known to be valid. */
export interface ExampleContext {
  uuid: (slot: string) => string;
  /** A text known to be valid for a field of this name (an uploaded file's URL), if any. */
  known: (slot: string) => string | undefined;
}

/** Put in place of every e-mail; the fuzzer gives each request its own, so that no create conflicts. */
export const EMAIL = 'fuzz.email@example.com';

/** The text of every free text field (cut or padded to its length limits). */
export const BASE_TEXT = 'Fuzz-1234-abcd';

const branches = (schema: Schema) => schema.anyOf ?? schema.oneOf;
const isNullOnly = (schema: Schema) =>
  schema.enum?.length === 1 && schema.enum[0] === null && !schema.properties && !schema.items;

/** The main type of a schema: its own, its first non-null branch's, or what its shape implies. */
export function typeOf(schema: Schema): string | undefined {
  const type = [schema.type].flat().find((t) => t && t !== 'null');
  if (type) return type;
  if (schema.enum) return typeof schema.enum.find((v) => v !== null);
  if (schema.const !== undefined) return typeof schema.const;
  const branch = branches(schema)?.find((b) => !isNullOnly(b));
  return branch ? typeOf(branch) : undefined;
}

function textFor(schema: Schema): string {
  const clamp = (text: string) =>
    text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Number.MAX_SAFE_INTEGER);
  if (!schema.pattern) return clamp(BASE_TEXT);
  if (new RegExp(schema.pattern, 'u').test(clamp(BASE_TEXT))) return clamp(BASE_TEXT);
  const generator = new RandExp(schema.pattern);
  generator.randInt = (from: number) => from; // the shortest, first-choice text: the same on every run
  return generator.gen();
}

function numberFor(schema: Schema): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.maximum !== undefined) return Math.min(schema.maximum, 1);
  return 1;
}

/** A value the schema accepts, as plain as can be; `slot` names it (for the uuid of a known row). */
export function example(schema: Schema, context: ExampleContext, slot = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  const listed = schema.enum?.find((v) => v !== null);
  if (listed !== undefined) return listed;
  const branch = branches(schema)?.find((b) => !isNullOnly(b));
  if (branch) return example(branch, context, slot);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'email') return EMAIL;
      if (schema.format === 'date') return '1990-05-15';
      if (schema.format === 'date-time') return '2020-05-15T10:30:00.000Z';
      if (schema.format === 'uuid') return context.uuid(slot);
      return context.known(slot) ?? textFor(schema);
    case 'integer':
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return false;
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1);
      return Array.from({ length: count }, () => example(schema.items ?? {}, context, slot));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, example(child, context, key)]),
      );
    default:
      return BASE_TEXT;
  }
}

const MB_TEXT = 'a'.repeat(1_000_000); // under the 1 MiB body limit, so that the schema answers, not the limit

/** Texts that are odd rather than wrong: each must be refused or stored, never break anything. */
export const oddTexts: Variant[] = [
  { label: '1 MB string', value: MB_TEXT },
  { label: 'NUL character', value: 'a\u0000b' },
  { label: 'control characters', value: '\u0001\u0002\u001b\u007f\b\f\v' },
  { label: 'tab and newlines', value: '\tline\r\nline\n' },
  { label: 'only spaces', value: '   ' },
  { label: 'lone surrogates', value: '\ud800x\udfff' },
  { label: 'RTL override and marks', value: '\u202eevil\u202c\u200f\u200e' },
  { label: 'emoji sequences', value: '👩‍👩‍👧‍👦🏳️‍🌈👍🏽' },
  { label: 'stacked combining marks', value: 'Z\u0337\u0322\u0353\u0344a\u0336l\u0334' },
  { label: 'zero-width and BOM', value: '\u200b\u200d\ufeff' },
  { label: 'SQL text', value: "'; drop table members; --" },
  { label: 'LIKE wildcards and backslash', value: '%_\\%' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'digits of other scripts', value: '١٢٣ １２３' },
];

/** Dates and date-like texts outside what any column takes. */
export const oddDates: Variant[] = [
  { label: 'year 0', value: '0000-01-01' },
  { label: 'year 99999', value: '99999-01-01' },
  { label: 'year 1899', value: '1899-12-31' },
  { label: 'year 2101', value: '2101-01-01' },
  { label: 'February 30', value: '2020-02-30' },
  { label: 'month 13', value: '2020-13-01' },
  { label: 'date with time', value: '1990-05-15T00:00:00Z' },
  { label: 'expanded year', value: '+001990-05-15' },
  // the date-time format allows both; JavaScript's Date reads neither
  { label: 'leap second', value: '2016-12-31T23:59:60Z' },
  { label: 'zone name', value: '2020-05-15T10:30:00Z[Europe/Paris]' },
];

/** Numbers that are no number, too large for any column, or just outside the usual ranges. */
export function oddNumbers(schema: Schema): Variant[] {
  const variants: Variant[] = [
    { label: 'JSON 1e999 (Infinity)', value: new Raw('1e999') },
    { label: 'JSON -1e999', value: new Raw('-1e999') },
    { label: '"Infinity"', value: 'Infinity' },
    { label: '"-Infinity"', value: '-Infinity' },
    { label: '"1e999"', value: '1e999' },
    { label: '"NaN"', value: 'NaN' },
    { label: '-1', value: -1 },
    { label: '0', value: 0 },
    { label: '0.5', value: 0.5 },
    { label: '2^31 (past integer)', value: 2 ** 31 },
    { label: '32768 (past smallint)', value: 32768 },
    { label: '2^53', value: 2 ** 53 },
    { label: '-(2^53)', value: -(2 ** 53) },
    { label: '1e308', value: 1e308 },
    { label: '-1e308', value: -1e308 },
    { label: '5e-324', value: 5e-324 },
    { label: 'number as text', value: '12' },
  ];
  if (schema.minimum !== undefined) variants.push({ label: 'minimum - 1', value: schema.minimum - 1 });
  if (schema.maximum !== undefined) variants.push({ label: 'maximum + 1', value: schema.maximum + 1 });
  return variants;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A schema that takes a uuid: its own format, or a branch's (a nullable id, an id or `new`). */
export const declaresUuid = (schema: Schema): boolean =>
  schema.format === 'uuid' || (branches(schema) ?? []).some(declaresUuid);

/**
 * Where a uuid is expected: the schema says so, or the valid value is one (a plain text field that the
 * route reads as an id). Both get the texts that are no uuid, which the database cannot read.
 */
export const expectsUuid = (schema: Schema, valid: unknown) =>
  declaresUuid(schema) || (typeof valid === 'string' && UUID_TEXT.test(valid));

const notUuids: Variant[] = [
  { label: 'nil uuid', value: NIL_UUID },
  { label: 'not a uuid', value: 'not-a-uuid' },
  { label: 'uuid with a newline', value: `${NIL_UUID}\n` },
  // a form ajv-formats takes and PostgreSQL cannot read
  { label: 'urn:uuid: form', value: `urn:uuid:${NIL_UUID}` },
  { label: 'upper-case uuid', value: 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF' },
  { label: 'uuid with braces', value: `{${NIL_UUID}}` },
  { label: 'uuid without dashes', value: NIL_UUID.replaceAll('-', '') },
];

/** Wrong types and shapes: what any field may receive instead of its value. */
function wrongShapes(schema: Schema, valid: unknown): Variant[] {
  const type = typeOf(schema);
  const variants: Variant[] = [
    { label: 'null', value: null },
    { label: 'true', value: true },
    { label: 'empty string', value: '' },
    { label: 'empty array', value: [] },
    { label: 'empty object', value: {} },
    { label: 'array of the value', value: [valid] },
    { label: 'array of two values', value: [valid, valid] },
    { label: 'object holding the value', value: { value: valid } },
  ];
  if (type !== 'number' && type !== 'integer') variants.push({ label: 'number 7', value: 7 });
  if (type !== 'string') variants.push({ label: 'string', value: 'x' });
  return variants;
}

/** The schema itself or its branch that is a list, if any. */
export const arrayBranch = (schema: Schema): Schema | undefined =>
  schema.items ? schema : branches(schema)?.find((b) => b.items);

/** Every variant for one field: wrong shapes, then what suits its type. */
export function variantsFor(schema: Schema, valid: unknown): Variant[] {
  const variants = wrongShapes(schema, valid);
  const type = typeOf(schema);
  // before the type's own: a union of an id and a list of ids (send-email's userIds) is typed by its first branch
  if (expectsUuid(schema, valid)) variants.push(...notUuids);
  const items = Array.isArray(valid) ? arrayBranch(schema)?.items : undefined;
  if (items && Array.isArray(valid) && valid.some((item) => expectsUuid(items, item))) {
    // the first item is fuzzed as a field of its own; here a text that is no uuid after the valid ones
    variants.push(
      { label: 'a list with one item not a uuid', value: [...valid, 'not-a-uuid'] },
      { label: 'a list with a uuid in braces', value: [...valid, `{${NIL_UUID}}`] },
    );
  }
  if (type === 'number' || type === 'integer') variants.push(...oddNumbers(schema));
  if (type === 'string') {
    const free = !schema.enum && !schema.format && !schema.pattern && !branches(schema);
    variants.push(...(free ? oddTexts : oddTexts.slice(0, 3)));
    if (schema.maxLength !== undefined) {
      variants.push({ label: 'maxLength + 1', value: 'x'.repeat(schema.maxLength + 1) });
    }
    if (schema.format === 'date' || schema.format === 'date-time') variants.push(...oddDates);
    if (schema.format === 'email') {
      variants.push(
        { label: 'e-mail without dot', value: 'a@b' },
        { label: 'unicode e-mail', value: 'ü@exämple.com' },
      );
    }
  }
  return variants;
}

/** The same variants written as a query or path parameter: text, one value or several. */
export function textVariantsFor(schema: Schema, valid: unknown): Variant[] {
  const asText = (value: unknown): string | string[] | undefined => {
    if (value instanceof Raw) return value.text;
    if (Array.isArray(value))
      return value.every((v) => typeof v !== 'object') ? value.map(String) : undefined;
    if (value === null || typeof value === 'object') return undefined;
    return String(value);
  };
  return variantsFor(schema, valid).flatMap(({ label, value }) => {
    const text = asText(value);
    return text === undefined ? [] : [{ label, value: text }];
  });
}

/** JSON text of a value, with every Raw written as it is. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof Raw)) return item;
    raws.push(item.text);
    return `@@raw${raws.length - 1}@@`;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}
