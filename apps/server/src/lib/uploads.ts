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
