import { capitalised, languageMessages as m, type LanguageBody } from '@orrery/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../lib/httpErrors';

export interface LanguageValues {
  language: string;
  key: string;
  country: string;
  isoCode: string;
  mobileKey: string;
}

/**
 * The Language save rule: every field required (Please fill all the fields); the
 * name's first letter capitalised, the key upper-case, isoCode the first two characters, upper-case.
 */
export function languageValues(body: LanguageBody): LanguageValues {
  const { language, key, country, isoCode, mobileKey } = body;
  const fields = [language, key, country, isoCode, mobileKey].map((v) => v?.trim() ?? '');
  if (fields.some((v) => !v)) throw badRequest(m.fillAllFields);
  const [name = '', code = '', land = '', iso = '', mobile = ''] = fields;
  if (!/^[A-Za-z_-]+$/.test(code) || !/^[A-Za-z]{2}/.test(iso) || !/^[A-Za-z_-]+$/.test(mobile))
    throw badRequest(m.validData);
  return {
    language: capitalised(name),
    key: code.toUpperCase(),
    country: land,
    isoCode: iso.slice(0, 2).toUpperCase(),
    mobileKey: mobile,
  };
}

/**
 * Runs before validation (which would turn 49 into "49"): a field sent as anything but text is refused
 * with Please enter valid data (the fields must be strings).
 */
export async function languageTextsOnly(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  for (const name of ['language', 'key', 'country', 'isoCode', 'mobileKey'])
    if (fields[name] !== undefined && fields[name] !== null && typeof fields[name] !== 'string')
      throw badRequest(m.validData);
}
