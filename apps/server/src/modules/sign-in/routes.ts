import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminLoginAnswer,
  AdminLoginBody,
  Done,
  SessionListAnswer,
  SessionListQuery,
  VerifyOtpAnswer,
  VerifyOtpBody,
  adminToasts,
  signInMessages,
} from '@orrery/contract';
import { IdParams } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { adminErrors as errors, adminTags as tags } from '../admins';
import { codeStep, endSession, passwordStep, type ClientInfo } from './login';
import { signInRateLimit } from './rateLimit';
import { deleteSession, listSessions } from './sessions';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Sign-in (password, then code), sign-out and the login sessions: the admin/ sign-in calls. */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, mail, config, sessions } = app.deps;
  const signInLimit = { rateLimit: signInRateLimit, public: true };

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
      const admin = signedInAdmin(request);
      const { sessionId } = admin;
      await endSession(db, actorOf(admin), sessionId);
      sessions.dropSession(sessionId);
      return { valid: true as const, message: signInMessages.signedOut };
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
