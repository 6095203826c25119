import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddAdminBody,
  Done,
  Admin,
  AdminListAnswer,
  AdminListQuery,
  UpdateAdminBody,
  adminToasts,
  passwordMessages,
} from '@orrery/contract';
import { reencodeImage } from '../../lib/images';
import { badRequest } from '../../lib/httpErrors';
import { IdParams } from '../../lib/routeSchemas';
import { readUploadedFile } from '../../lib/uploads';
import { actorOf, requireSuperadmin } from '../../plugins/auth';
import { adminErrors as errors, adminTags as tags } from './params';
import { addAdmin, deleteAdmin, getAdmin, listAdmins, updateAdmin } from './service';

const One = Type.Object({ valid: Type.Literal(true), message: Type.String(), data: Admin });

/** Admins (list, one, add, update, delete, avatar): the admin/ calls. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, storage, sessions } = app.deps;

  r.get(
    '/admin-list',
    {
      schema: {
        tags,
        summary: 'Admins, filtered, sorted and paged',
        querystring: AdminListQuery,
        response: { 200: AdminListAnswer, ...errors },
      },
    },
    async (request) => listAdmins(db, request.query),
  );

  r.get(
    '/get-admin/:id',
    { schema: { tags, summary: 'One admin', params: IdParams, response: { 200: One, ...errors } } },
    async (request) => ({ valid: true as const, message: 'OK', data: await getAdmin(db, request.params.id) }),
  );

  r.post(
    '/add-admin',
    {
      schema: {
        tags,
        summary: 'Adds an admin (superadmin only)',
        body: AddAdminBody,
        response: { 200: One, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(requireSuperadmin(request));
      return {
        valid: true as const,
        message: adminToasts.added,
        data: await addAdmin(db, storage, actor, request.body),
      };
    },
  );

  r.put(
    '/update-admin/:id',
    {
      schema: {
        tags,
        summary:
          'Updates an admin (superadmin only); 409 when edited since loaded; a password field is refused (reset-password)',
        params: IdParams,
        body: UpdateAdminBody,
        response: { 200: One, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(requireSuperadmin(request));
      // said, not ignored: a password typed here would otherwise silently stay unchanged
      if ('password' in request.body || 'cPassword' in request.body)
        throw badRequest(passwordMessages.notInUpdateAdmin);
      const data = await updateAdmin(db, storage, actor, request.params.id, request.body);
      sessions.dropAdmin(request.params.id);
      return { valid: true as const, message: adminToasts.updated, data };
    },
  );

  r.delete(
    '/delete-admin/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an admin and their sessions (superadmin only)',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteAdmin(db, storage, actorOf(requireSuperadmin(request)), request.params.id);
      sessions.dropAdmin(request.params.id);
      return { valid: true as const, message: adminToasts.deleted };
    },
  );

  r.post(
    '/image-upload',
    {
      schema: {
        tags,
        summary: 'Uploads an admin profile image (multipart field file); answers its URL',
        consumes: ['multipart/form-data'],
        response: {
          200: Type.Object({ valid: Type.Literal(true), data: Type.Object({ url: Type.String() }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      requireSuperadmin(request);
      const file = await readUploadedFile(request);
      if (!file) throw badRequest('Send one image file as multipart/form-data in the field "file".');
      const image = await reencodeImage(file.data, 512);
      const url = await storage.put(`admins/${randomUUID()}.jpg`, image, 'image/jpeg');
      return { valid: true as const, data: { url } };
    },
  );
}
