import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MemberChartAnswer } from '@orrery/contract';
import { MemberIdParams, memberErrors as errors, memberTags as tags } from '../members';
import { memberChart } from './service';

/** The member detail's chart panel. */
export async function memberChartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/item/:id/chart',
    {
      schema: {
        tags,
        summary:
          "The member's natal chart (@orrery/astro): points with sign, degree, house and retrograde flag, 12 Placidus cusps, ascendant; zodiac by tropical_sidereal; without a birth time the planets at 12:00 local time and no houses or angles (timeKnown false); 400 without birth date or co-ordinates",
        params: MemberIdParams,
        response: { 200: MemberChartAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      message: 'OK',
      data: await memberChart(db, request.params.id),
    }),
  );
}
