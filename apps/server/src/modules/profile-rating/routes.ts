import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ProfileRatingAnswer,
  ProfileRatingBody,
  ProfilesListAnswer,
  ProfilesListQuery,
} from '@orrery/contract';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { MemberIdParams, memberErrors as errors, memberTags as tags } from '../members';
import { rateProfile } from './rating';
import { listProfiles } from './service';

/** The Profiles screen: the photo-rating card grid and its rating call. */
export async function profilesListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.post(
    '/profiles-list',
    {
      schema: {
        tags,
        summary:
          'Profiles (photo rating): members with a complete registration, not pending deletion, newest ' +
          'edit first, 100 a page by default; filters rating (all, unrated or a value), last-edit day ' +
          'range (whole UTC days, none in the future), gender, profile status and search by name, e-mail ' +
          'or whole id. totalUser counts every filter but the rating, totalRatedUser those of them rated',
        body: ProfilesListQuery,
        response: { 200: ProfilesListAnswer, ...errors },
      },
    },
    async (request) => listProfiles(db, request.body ?? {}),
  );

  r.put(
    '/update-profile/:id',
    {
      schema: {
        tags,
        summary:
          'Saves (or with null clears) a profile rating; the member version rises but the last edit stays',
        params: MemberIdParams,
        body: ProfileRatingBody,
        response: { 200: ProfileRatingAnswer, ...errors },
      },
    },
    async (request) =>
      rateProfile(db, actorOf(signedInAdmin(request)), request.params.id, request.body.rating),
  );
}
