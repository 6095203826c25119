import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddCelebrityBody,
  CelebrityAnswer,
  CelebrityImageAnswer,
  CelebrityLanguagesAnswer,
  CelebrityListAnswer,
  CelebrityListQuery,
  CelebrityStatusBody,
  UpdateCelebrityBody,
  celebrityRuleMessages as rules,
  celebrityToasts as toasts,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';
import { reencodeImage } from '../../lib/images';
import { readUploadedFile } from '../../lib/uploads';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { celebrityLanguages } from './languages';
import { Done, errors, IdParams, tags, UploadParams } from './params';
import { addCelebrity, deleteCelebrity, getCelebrity, listCelebrities, updateCelebrity } from './service';
import { setCelebrityStatus } from './status';

/** Celebrities (the celebrity/ calls): list, one, add, update, delete, status, image, languages. */
export async function celebrityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, storage } = app.deps;

  r.get(
    '/celebrity-list',
    {
      schema: {
        tags,
        summary:
          'Celebrities, filtered, sorted and paged; by default type demo and accountStatus true (active, not deleted); accountStatus false lists the deleted',
        querystring: CelebrityListQuery,
        response: { 200: CelebrityListAnswer, ...errors },
      },
    },
    async (request) => listCelebrities(db, request.query),
  );

  r.get(
    '/get-celebrity/:id',
    {
      schema: {
        tags,
        summary: 'One celebrity with its stored birth chart (null until computed)',
        params: IdParams,
        response: { 200: CelebrityAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      message: 'OK',
      data: await getCelebrity(db, request.params.id),
    }),
  );

  r.post(
    '/add-celebrity',
    {
      schema: {
        tags,
        summary:
          'Adds a celebrity (role demo, e-mail made from the name and a timestamp, name title-cased, height in metres, one uploaded image)',
        body: AddCelebrityBody,
        response: { 200: CelebrityAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      message: toasts.added,
      data: await addCelebrity(db, storage, actorOf(signedInAdmin(request)), request.body),
    }),
  );

  r.put(
    '/update-celebrity/:id',
    {
      schema: {
        tags,
        summary:
          'Updates a celebrity; 409 when edited since loaded; changed birth data clears the stored chart; introduction left out keeps the stored ones',
        params: IdParams,
        body: UpdateCelebrityBody,
        response: { 200: CelebrityAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      message: toasts.updated,
      data: await updateCelebrity(
        db,
        storage,
        actorOf(signedInAdmin(request)),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.delete(
    '/delete-celebrity/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a celebrity: active false and the role blocked (the record stays)',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteCelebrity(db, actorOf(signedInAdmin(request)), request.params.id);
      return { valid: true as const, message: toasts.deleted };
    },
  );

  r.put(
    '/update-celebrity-status/:id',
    {
      schema: {
        tags,
        summary:
          'publish or unPublish (V2); publishing needs the chart, the image and an introduction in every language of the Languages area (400 naming what is missing)',
        params: IdParams,
        body: CelebrityStatusBody,
        response: { 200: CelebrityAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      message: toasts.statusUpdated,
      data: await setCelebrityStatus(db, actorOf(signedInAdmin(request)), request.params.id, request.body),
    }),
  );

  r.post(
    '/image-upload-s3/:id',
    {
      schema: {
        tags,
        summary:
          'Uploads a celebrity image (multipart field file, plus a name), checked by its content and re-encoded; answers its URL for the form to save',
        params: UploadParams,
        consumes: ['multipart/form-data'],
        response: { 200: CelebrityImageAnswer, ...errors },
      },
    },
    async (request) => {
      signedInAdmin(request);
      if (request.params.id !== 'new') await getCelebrity(db, request.params.id);
      const file = await readUploadedFile(request);
      if (!file) throw badRequest(rules.uploadMissing);
      const image = await reencodeImage(file.data, 1024);
      const stored = await storage.put(`celebrities/${randomUUID()}.jpg`, image, 'image/jpeg');
      return { valid: true as const, data: { url: await storage.url(stored) } };
    },
  );

  r.get(
    '/languages-list',
    {
      schema: {
        tags,
        summary:
          'The languages a celebrity is introduced in: those of the Languages area (en and pt_BR until it has any)',
        response: { 200: CelebrityLanguagesAnswer, ...errors },
      },
    },
    async () => ({ valid: true as const, data: await celebrityLanguages(db) }),
  );
}
