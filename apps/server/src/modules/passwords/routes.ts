import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  Done,
  ResetLinkAnswer,
  ResetLinkBody,
  ResetPasswordAnswer,
  SetPasswordBody,
  passwordMessages,
} from '@orrery/contract';
import { IdParams } from '../../lib/routeSchemas';
import { requireSuperadmin, signedInAdmin } from '../../plugins/auth';
import { adminErrors as errors, adminTags as tags } from '../admins';
import { signInRateLimit } from '../sign-in';
import { changePassword } from './changePassword';
import { checkResetLink, createResetLink, setPasswordWithLink } from './resetLinks';

/**
 * The console the request came from, where a reset link leads: the browser's Origin (the console the
 * superadmin is using; only a signed-in superadmin reaches this), else the address the request came to.
 */
function consoleOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not an address: fall back to the request's own
    }
  }
  return `${request.protocol}://${request.host}`;
}

/**
 * Passwords (under admin/, in the style of the other admin calls): change my password, a superadmin's
 * reset link, and the public calls of the page that link opens. Each ends the sessions the old password
 * opened at once, on every server process (`sessions.dropAdmin`).
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, mail, sessions } = app.deps;

  r.post(
    '/change-password',
    {
      config: { rateLimit: signInRateLimit },
      schema: {
        tags,
        summary: 'Changes the signed-in admin’s password; their other sessions end',
        body: ChangePasswordBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      await changePassword(db, admin, request.body);
      sessions.dropAdmin(admin.id);
      return { valid: true as const, message: passwordMessages.changed };
    },
  );

  r.post(
    '/reset-password/:id',
    {
      schema: {
        tags,
        summary: 'Mails another admin a one-time link to set a new password (superadmin only)',
        params: IdParams,
        response: { 200: ResetPasswordAnswer, ...errors },
      },
    },
    async (request) => {
      const superadmin = requireSuperadmin(request);
      const { identifier, expiresAt } = await createResetLink(
        db,
        mail,
        superadmin,
        request.params.id,
        consoleOrigin(request),
      );
      return { valid: true as const, message: passwordMessages.resetSent(identifier), expiresAt };
    },
  );

  const publicLimit = { rateLimit: signInRateLimit, public: true };

  r.post(
    '/reset-password-link/check',
    {
      config: publicLimit,
      schema: {
        tags,
        summary: 'Public: whether a reset link may still be used, and whose it is',
        body: ResetLinkBody,
        response: { 200: ResetLinkAnswer, ...errors },
      },
    },
    async (request) => checkResetLink(db, request.body.token),
  );

  r.post(
    '/set-password',
    {
      config: publicLimit,
      schema: {
        tags,
        summary:
          'Public: sets a new password through a reset link (one use); every session of the admin ends',
        body: SetPasswordBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const adminId = await setPasswordWithLink(db, request.body.token, request.body.newPassword);
      sessions.dropAdmin(adminId);
      return { valid: true as const, message: passwordMessages.passwordSet };
    },
  );
}
