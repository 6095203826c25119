import type { Schema } from './schemaValues';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

/** One operation of the OpenAPI document: what the fuzzer needs to call it. */
export interface Operation {
  method: string;
  /** The document's path, with `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: Schema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

export const takesBody = (op: Operation) => ['POST', 'PUT', 'PATCH'].includes(op.method);

/** Percent-encodes every byte (lone surrogates become U+FFFD, where encodeURIComponent would throw). */
export const encodeAll = (text: string) => Buffer.from(text).toString('hex').replace(/../g, '%$&');
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeAll(text);
  }
};

/** The values of one request: path and query parameters (as text) and the body. */
export interface Parts {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
}

/** The URL of a request: path parameters and query encoded, unless `rawPath` gives one as it is. */
export function urlOf(op: Operation, parts: Parts, rawPath: Record<string, string> = {}): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name in rawPath ? (rawPath[name] ?? '') : encode(parts.path[name] ?? ''),
  );
  const query = Object.entries(parts.query).flatMap(([key, value]) =>
    [value].flat().map((item) => `${encode(key)}=${encode(item)}`),
  );
  return query.length ? `${path}?${query.join('&')}` : path;
}
