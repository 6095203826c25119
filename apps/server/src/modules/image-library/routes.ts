import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ImageListAnswer,
  imageLibraryTexts as t,
  ImagePageParams,
  ImageUploadAnswer,
  MAX_IMAGES_PER_UPLOAD,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { readUploadedParts } from '../../lib/uploads';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { addLibraryImages, listLibraryImages, toFakeImage } from './service';

const tags = routeTags('images');
const errors = errorResponses(400, 401, 403);

/** The Image screen (`fakeProfile/…` calls): the library of pictures virtual profiles are given. */
export async function imageLibraryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, storage } = app.deps;

  r.post(
    '/upload-image',
    {
      schema: {
        tags,
        summary:
          'Adds 1 to 10 JPEG or PNG pictures to the library (multipart: any number of file parts, optional field title); checked by content, re-encoded',
        consumes: ['multipart/form-data'],
        response: { 200: ImageUploadAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const { files, fields } = await readUploadedParts(request, MAX_IMAGES_PER_UPLOAD, t.tooMany);
      if (!files.length) throw badRequest(t.noImage);
      if (files.length > MAX_IMAGES_PER_UPLOAD) throw badRequest(t.tooMany);
      const title = fields.title?.trim();
      if (title && title.length > 100) throw badRequest(t.titleTooLong);
      const rows = await addLibraryImages(db, storage, actor, files, title || undefined);
      return {
        valid: true as const,
        success: true as const,
        message: t.uploaded(rows.length),
        data: await Promise.all(rows.map((row) => toFakeImage(storage, row))),
      };
    },
  );

  r.get(
    '/images-list/:skip/:limit/',
    {
      schema: {
        tags,
        summary: 'One page of the library, newest first (page 1, limit 10 by default)',
        params: ImagePageParams,
        response: { 200: ImageListAnswer, ...errors },
      },
    },
    async (request) => {
      const { skip, limit } = request.params;
      const { rows, total } = await listLibraryImages(db, skip, limit);
      return {
        valid: true as const,
        success: true as const,
        data: await Promise.all(rows.map((row) => toFakeImage(storage, row))),
        pagination: {
          total,
          currentPage: Math.floor(skip / limit) + 1,
          totalPages: Math.ceil(total / limit),
        },
      };
    },
  );
}
