import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Done, MediaItemAnswer, memberRuleMessages, memberToasts } from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';
import { uuid } from '../../lib/routeSchemas';
import { readUploadedFile } from '../../lib/uploads';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { memberErrors as errors, memberTags as tags } from '../members';
import { addMemberPhoto, deleteMemberPhoto } from './service';

const memberPhotoId = (what: string) => uuid(`The ${what} id is not valid.`);

const UploadParams = Type.Object({
  id: memberPhotoId('member'),
  /** `{id}-{timestamp}.jpg`: the name the app gives the file; the stored name is a fresh UUID. */
  file: Type.String({
    maxLength: 100,
    pattern: '^[0-9a-fA-F-]{36}-\\d{1,16}\\.jpg$',
    errorMessage: memberRuleMessages.uploadName,
  }),
  x: Type.String({
    maxLength: 40,
    pattern: '^[A-Za-z0-9_-]+$',
    errorMessage: 'The last part of the upload path is not valid.',
  }),
});
const DeleteParams = Type.Object({ userId: memberPhotoId('member'), mediaId: memberPhotoId('photo') });

/** The User Profile image drawer: upload (checked by content, at most 6) and delete a media item. */
export async function memberPhotoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, storage } = app.deps;

  r.post(
    '/profile-upload/:id/public/:file/:x',
    {
      schema: {
        tags,
        summary:
          'Adds a photo to a member (multipart field file; path {id}/public/{id}-{timestamp}.jpg/{x}); checked by content, re-encoded, thumbnail made; at most 6',
        consumes: ['multipart/form-data'],
        params: UploadParams,
        response: { 200: MediaItemAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const { id, file: name } = request.params;
      if (name.slice(0, 36).toLowerCase() !== id.toLowerCase())
        throw badRequest(memberRuleMessages.uploadName);
      const file = await readUploadedFile(request);
      if (!file || file.fieldname !== 'file') throw badRequest(memberRuleMessages.noFile);
      const data = await addMemberPhoto(db, storage, actor, id, file.data);
      return { valid: true as const, message: memberToasts.fileUploaded, data };
    },
  );

  r.delete(
    '/media-item/delete/:userId/:mediaId',
    {
      schema: {
        tags,
        summary: "Deletes one of a member's photos (its files too, unless another photo uses them)",
        params: DeleteParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      await deleteMemberPhoto(db, storage, actor, request.params.userId, request.params.mediaId);
      return { valid: true as const, message: memberToasts.fileDeleted };
    },
  );
}
