import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ProfileReviewAnswer,
  ProfilesStatusListAnswer,
  ProfilesStatusListQuery,
  UpdateStatusAnswer,
  UpdateStatusBody,
  profileReviewMessages,
} from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { MemberIdParams } from '../members';
import { getReviewCard, updateStatus } from './service';
import { listProfileStatuses } from './statusList';

const errors = errorResponses(400, 401, 404, 409);
const tags = routeTags('profiles');

/** The profiles/ calls: Profiles V2, the photo review. */
export async function profilesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.post(
    '/profiles-status-list',
    {
      schema: {
        tags,
        summary:
          'Profiles V2: one tab (status id 1..8 or name) of complete, not deleted members with their cards; ' +
          'search by name, e-mail or whole user id, gender; queue tabs oldest modified first, others newest ' +
          'first; the three queue counts are whole-queue sizes, not narrowed by search or gender',
        body: ProfilesStatusListQuery,
        response: { 200: ProfilesStatusListAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => listProfileStatuses(db, request.body ?? {}),
  );

  r.get(
    '/review/:id',
    {
      schema: {
        tags,
        summary: 'One member as a review card (designed): photos with their statuses, status, flags, version',
        params: MemberIdParams,
        response: { 200: ProfileReviewAnswer, ...errors },
      },
    },
    async (request) => ({ valid: true as const, data: await getReviewCard(db, request.params.id) }),
  );

  r.post(
    '/update-status',
    {
      schema: {
        tags,
        summary:
          'Submits a review: photo decisions, Block or OnHold, comments; sets the resulting profile status ' +
          '(docs/moderation.md); 409 when the profile changed since the version the moderator saw',
        body: UpdateStatusBody,
        response: { 200: UpdateStatusAnswer, ...errors },
      },
    },
    async (request) => {
      const data = await updateStatus(db, actorOf(signedInAdmin(request)), request.body);
      return { success: true, valid: true, message: profileReviewMessages.saved, data };
    },
  );
}
