import type { FastifyServerOptions } from 'fastify';
import { DATE_YEARS } from '@orrery/contract';
import { UUID_TEXT } from '../lib/uuid';

type AjvSettings = NonNullable<FastifyServerOptions['ajv']>;
type Ajv = Parameters<NonNullable<AjvSettings['onCreate']>>[0];
interface StringFormat {
  validate: (text: string) => boolean;
  compare?: (a: string, b: string) => number | undefined;
}

/** The formats whose values are dates: they keep their own check and gain the range of DATE_YEARS. */
export const DATE_FORMATS = new Set(['date', 'date-time']);

/** True for a text that starts with a four-digit year outside DATE_YEARS (`0000-01-01`, `2999-01-01`). */
export function yearOutOfRange(text: unknown): boolean {
  const year = typeof text === 'string' ? /^(\d{4})-/.exec(text)?.[1] : undefined;
  return year !== undefined && (Number(year) < DATE_YEARS.min || Number(year) > DATE_YEARS.max);
}

/**
 * Narrows the date formats of ajv-formats to DATE_YEARS (year 0 passes them, but no database takes it)
 * and to what JavaScript's Date reads.
 */
function boundDateFormats(ajv: Ajv): void {
  for (const name of DATE_FORMATS) {
    const original = ajv.formats[name];
    if (
      typeof original !== 'object' ||
      original instanceof RegExp ||
      typeof original.validate !== 'function'
    ) {
      throw new Error(`ajv's format ${name} is not the one of ajv-formats`);
    }
    const { validate, compare } = original as StringFormat;
    ajv.addFormat(name, {
      type: 'string',
      // and readable by Date: ajv-formats takes a leap second (23:59:60Z), which Date.parse cannot read
      validate: (text) => validate(text) && !yearOutOfRange(text) && !Number.isNaN(Date.parse(text)),
      compare,
    });
  }
}

function narrowFormats(ajv: Ajv): void {
  boundDateFormats(ajv);
  // ajv-formats' uuid also takes the `urn:uuid:` form, which PostgreSQL cannot read (22P02): the plain form only
  ajv.addFormat('uuid', UUID_TEXT);
}

/**
 * Fastify's ajv. `verbose`: each error carries its schema, whose `errorMessage` becomes the 400's
 * message. `strictNumbers` (ajv's default, said here on purpose): NaN and ±Infinity are no numbers. ajv
 * forgets it when it coerces a string ("Infinity", "1e999"): `finiteNumbers` catches those.
 */
export const ajvSettings: AjvSettings = {
  customOptions: {
    verbose: true,
    coerceTypes: 'array',
    strictNumbers: true,
    // a value of one of several types (a number or null) as one schema: no coercion picks a branch
    allowUnionTypes: true,
    keywords: ['errorMessage'],
  },
  onCreate: narrowFormats,
};
