import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TrendReportAnswer, TrendReportBody } from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { generateTrendReport } from './service';
import { aiCallLimit } from '../../lib/aiCallLimit';

const errors = errorResponses(400, 401, 404, 429, 502);

/** The Current Trends report generator (under Astrology settings). */
export async function trendReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, ai } = app.deps;

  r.post(
    '/generate-astro-event-report-using-ai',
    {
      config: { rateLimit: aiCallLimit },
      schema: {
        tags: routeTags('current-trends'),
        summary:
          "A member's trend report for a day (12:00 UTC of the date's UTC day): data.transitChartData." +
          'transit_events maps each event name (its source-text key) to its row; report is the text the AI ' +
          "provider wrote under the membership's live AI settings (usertype type-p premium, type-f free), " +
          'with tokenUsed and euroReport. No events: 200 "No astro events found for the selected criteria." ' +
          'and no report. 404 unknown member, 400 without birth data, 502 "Failed to generate report." when ' +
          'the provider fails (nothing written; the reason in the log). A generated report adds one audit row. ' +
          '429 past 30 calls a minute by one admin',
        body: TrendReportBody,
        response: { 200: TrendReportAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const { message, data } = await generateTrendReport({ db, ai, log: request.log }, actor, request.body);
      return { valid: true as const, message, data };
    },
  );
}
