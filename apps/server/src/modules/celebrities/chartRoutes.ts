import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MemberChartAnswer, SaveMemberChartBody, celebrityToasts as toasts } from '@orrery/contract';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { chartTags, errors } from './params';
import { saveCelebrityChart } from './chart';

/** `POST astrologic/save-member-chart`: a celebrity's birth chart, computed and stored. */
export async function celebrityChartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.post(
    '/save-member-chart',
    {
      schema: {
        tags: chartTags,
        summary:
          "Computes a celebrity's natal chart (@orrery/astro) from its local birth time (datetime, at the place: the zone comes from lat/lng, tzOffset 0) and stores it; the body must carry the celebrity's saved birth data (user is its id)",
        body: SaveMemberChartBody,
        response: { 200: MemberChartAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      message: toasts.chartSaved,
      data: await saveCelebrityChart(db, actorOf(signedInAdmin(request)), request.body),
    }),
  );
}
