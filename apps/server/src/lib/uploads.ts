import type { FastifyRequest } from 'fastify';
import { inputMessages } from '@orrery/contract';
import { HttpError } from './httpErrors';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  data: Buffer;
}

/** @fastify/multipart's refusals that carry a 4xx, with a sentence a person can act on. */
const limitMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_FIELDS_LIMIT: 'The upload has too many fields.',
  FST_PARTS_LIMIT: 'The upload has too many parts.',
};

function refusal(error: unknown): HttpError {
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  const status = statusCode !== undefined && statusCode >= 400 && statusCode < 500 ? statusCode : 400;
  return new HttpError(status, (code && limitMessages[code]) ?? inputMessages.multipart);
}

/**
 * The first file of a multipart request, read whole; undefined when the request is not multipart or
 * holds no file. A body that is no valid multipart form (garbage, no boundary, cut short) is a 400,
 * never a 500: busboy reports those as plain errors, which would otherwise reach the error handler
 * as server faults.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file();
    if (!file) return undefined;
    return { fieldname: file.fieldname, filename: file.filename, data: await file.toBuffer() };
  } catch (error) {
    throw error instanceof HttpError ? error : refusal(error);
  }
}

/** The files and text fields of a multipart request that may carry several files. */
export interface UploadedParts {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/**
 * Every part of a multipart request, files read whole, at most `maxFiles` files (one more is read so that
 * the caller can say how many it takes; beyond that the form is refused with `tooMany`). Not multipart:
 * no parts. A body that is no valid multipart form is a 400, as in `readUploadedFile`.
 */
export async function readUploadedParts(
  request: FastifyRequest,
  maxFiles: number,
  tooMany: string,
): Promise<UploadedParts> {
  const parts: UploadedParts = { files: [], fields: {} };
  if (!request.isMultipart()) return parts;
  try {
    for await (const part of request.parts({ limits: { files: maxFiles + 1 } })) {
      if (part.type === 'file') {
        parts.files.push({ fieldname: part.fieldname, filename: part.filename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        parts.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string } | null)?.code === 'FST_FILES_LIMIT') throw new HttpError(400, tooMany);
    throw refusal(error);
  }
  return parts;
}
