import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateMemberBody, EditMemberBody, MemberAnswer, memberToasts } from '@orrery/contract';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { MemberIdParams, memberErrors as errors, memberTags as tags } from '../members';
import { createMember, editMember, getMember } from './service';

/** The member detail screen's calls: one member, the member form's save, and create. */
export async function memberDetailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/item/:id',
    {
      schema: {
        tags,
        summary:
          'One member: every member-row and detail field, photos, derived account and OTP status, and the version to send back with an edit',
        params: MemberIdParams,
        response: { 200: MemberAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      message: 'OK',
      data: await getMember(db, request.params.id),
    }),
  );

  r.put(
    '/edit/:id',
    {
      schema: {
        tags,
        summary:
          'Saves the member form (the full user object) with the account-state rules; 409 when the member changed since it was loaded',
        params: MemberIdParams,
        body: EditMemberBody,
        response: { 200: MemberAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const data = await editMember(db, actor, request.params.id, request.body);
      return { valid: true as const, message: memberToasts.updated, data };
    },
  );

  r.post(
    '/create',
    {
      schema: {
        tags,
        summary: 'Creates a member from the essential fields; 409 when the e-mail is taken',
        body: CreateMemberBody,
        response: { 200: MemberAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const data = await createMember(db, actor, request.body);
      return { valid: true as const, message: memberToasts.created, data };
    },
  );
}
