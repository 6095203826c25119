import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddAdminBody,
  Admin,
  AdminListAnswer,
  AdminListQuery,
  AdminLoginAnswer,
  AdminLoginBody,
  ErrorBody,
  SessionListAnswer,
  SessionListQuery,
  UpdateAdminBody,
  VerifyOtpAnswer,
  VerifyOtpBody,
  adminToasts,
  signInMessages,
} from '@orrery/contract';
import { reencodeImage } from '../../lib/images';
import { badRequest } from '../../lib/httpErrors';
import { readUploadedFile } from '../../lib/uploads';
import { actorOf, requireSuperadmin, signedInAdmin } from '../../plugins/auth';
import { codeStep, endSession, passwordStep, type ClientInfo } from './login';
import { addAdmin, deleteAdmin, getAdmin, listAdmins, updateAdmin } from './service';
import { deleteSession, listSessions } from './sessions';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid', errorMessage: 'The id is not valid.' }) });
const Done = Type.Object({ valid: Type.Literal(true), message: Type.String() });
const One = Type.Object({ valid: Type.Literal(true), message: Type.String(), data: Admin });
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
const tags = ['admin'];

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Sign-in, admins and login sessions: the admin/ area of spec/1 section 7 and spec/2. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, mail, storage, config, sessions } = app.deps;
  const signInLimit = { rateLimit: { max: 30, timeWindow: '1 minute' }, public: true };

  r.post(
    '/admin-login',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Sign-in step 1: e-mail and password',
        body: AdminLoginBody,
        response: { 200: AdminLoginAnswer, ...errors },
      },
    },
    async (request) => {
      const user = await passwordStep(
        db,
        mail,
        request.body.identifier,
        request.body.password,
        clientOf(request),
      );
      return { valid: true, user, message: signInMessages.loginSuccess };
    },
  );

  r.post(
    '/verify-otp',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Sign-in step 2: the one-time code',
        body: VerifyOtpBody,
        response: { 200: VerifyOtpAnswer, ...errors },
      },
    },
    async (request) => {
      const result = await codeStep(db, config, request.body.identifier, request.body.otp, clientOf(request));
      return { valid: true as const, ...result, message: signInMessages.otpVerified };
    },
  );

  r.post(
    '/admin-logout',
    { schema: { tags, summary: 'Ends the current session', response: { 200: Done, ...errors } } },
    async (request) => {
      const { sessionId } = signedInAdmin(request);
      await endSession(db, sessionId);
      sessions.dropSession(sessionId);
      return { valid: true as const, message: signInMessages.signedOut };
    },
  );

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
        summary: 'Updates an admin (superadmin only); 409 when edited since loaded',
        params: IdParams,
        body: UpdateAdminBody,
        response: { 200: One, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(requireSuperadmin(request));
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

  r.get(
    '/login-session-list',
    {
      schema: {
        tags,
        summary: 'Live login sessions (all for a superadmin, own for an admin)',
        querystring: SessionListQuery,
        response: { 200: SessionListAnswer, ...errors },
      },
    },
    async (request) => listSessions(db, signedInAdmin(request), request.query),
  );

  r.delete(
    '/token-delete/:id',
    {
      schema: {
        tags,
        summary: "Ends a session at once (another admin's: superadmin only)",
        params: IdParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteSession(db, signedInAdmin(request), request.params.id);
      sessions.dropSession(request.params.id);
      return { valid: true as const, message: adminToasts.tokenDeleted };
    },
  );
}
