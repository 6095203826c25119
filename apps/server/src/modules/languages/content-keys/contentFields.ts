import {
  DART_RESERVED,
  IDENTIFIER_PATTERN,
  languageMessages as m,
  type ContentBody,
  type ContentType,
  type ContentUse,
} from '@orrery/contract';
import { badRequest } from '../../../lib/httpErrors';

export interface ContentValues {
  category: string;
  key: string;
  base: string;
  type: ContentType;
  useFor: ContentUse;
  functionName: string | null;
  publish: boolean;
}

const identifier = new RegExp(IDENTIFIER_PATTERN);
const reserved: ReadonlySet<string> = new Set(DART_RESERVED);

/**
 * The Content save rule, in its order: category, key, base, type, useFor required;
 * for function_base a function name, ending with _, that the key starts with. Keys and function names
 * become Dart names, so they are identifiers and no reserved word.
 */
export function contentValues(body: ContentBody): ContentValues {
  const category = body.category?.trim() ?? '';
  const key = body.key?.trim() ?? '';
  const base = body.base ?? '';
  const { type, useFor } = body;
  if (!category || !key || !base.trim() || !type || !useFor) throw badRequest(m.fillAllFields);
  if (!identifier.test(key)) throw badRequest(m.keyFormat);
  if (reserved.has(key)) throw badRequest(m.reservedKey(key));
  let functionName: string | null = null;
  if (type === 'function_base') {
    functionName = body.functionName?.trim() ?? '';
    if (!functionName) throw badRequest(m.functionNameRequired);
    if (!functionName.endsWith('_')) throw badRequest(m.functionNameUnderscore);
    if (!identifier.test(functionName)) throw badRequest(m.functionNameFormat);
    if (!key.startsWith(functionName)) throw badRequest(m.keyStartsWithFunction);
  }
  return { category, key, base, type, useFor, functionName, publish: body.publish ?? true };
}
