import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  aiReportMessages as m,
  membershipBlocks,
  AiReportCompareAnswer,
  AiReportSettingsAnswer,
  AiReportSettingsBody,
  AiReportVersionAnswer,
  AiReportVersionBody,
  AiReportVersionList,
  PriceTableAnswer,
  PriceTableBody,
  SetLiveBody,
} from '@orrery/contract';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { loadPriceTable, savePriceTable } from './prices';
import { getReportSettings, saveReportSettings } from './reportSettings';
import { errors, MembershipParams, tags, VersionIdParams } from './schemas';
import { compareWithLive, listVersions, liveMessage, saveVersion, setLive } from './versions';

/**
 * The AI report settings (setting/astro-ai-report-settings and its get), and, designed in the same
 * style: the saved versions (save, list, set live, compare with the live one) and the price table.
 * Every signed-in admin may use them (no role gating).
 */
export async function aiReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, ai } = app.deps;
  const aiProvider = { name: ai.name, configured: ai.configured };

  r.get(
    '/get-astro-ai-report-settings',
    {
      schema: {
        tags,
        summary:
          'The AI report settings being edited (both blocks and the prompts; the defaults before the first ' +
          'save), with their version and which AI provider writes reports (configured false: the offline composer)',
        response: { 200: AiReportSettingsAnswer, ...errors },
      },
    },
    async () => ({ valid: true as const, data: await getReportSettings(db), aiProvider }),
  );

  r.post(
    '/astro-ai-report-settings',
    {
      schema: {
        tags,
        summary:
          'Saves the AI report settings whole over the version loaded (409 when they changed since). ' +
          'What reports use is the live version of each membership, not these',
        body: AiReportSettingsBody,
        response: { 200: AiReportSettingsAnswer, ...errors },
      },
    },
    async (request) => {
      const { version, ...settings } = request.body;
      const data = await saveReportSettings(db, actorOf(signedInAdmin(request)), settings, version);
      return { valid: true as const, message: m.saved, data, aiProvider };
    },
  );

  r.get(
    '/astro-ai-report-versions/:membership',
    {
      schema: {
        tags,
        summary:
          'The saved versions of premium or free reports, newest first, with who saved them, when, and the live one',
        params: MembershipParams,
        response: { 200: AiReportVersionList, ...errors },
      },
    },
    async (request) => ({ valid: true as const, ...(await listVersions(db, request.params.membership)) }),
  );

  r.post(
    '/astro-ai-report-versions',
    {
      schema: {
        tags,
        summary:
          'Save Version: an immutable snapshot of one block (membership premium or free) and the prompts, ' +
          'numbered after the newest of its membership; not live until set live',
        body: AiReportVersionBody,
        response: { 200: AiReportVersionAnswer, ...errors },
      },
    },
    async (request) => {
      const item = await saveVersion(db, actorOf(signedInAdmin(request)), request.body);
      return {
        valid: true as const,
        message: m.versionSaved(item.number, membershipBlocks[item.membership]),
        item,
      };
    },
  );

  r.post(
    '/astro-ai-report-versions/:id/set-live',
    {
      schema: {
        tags,
        summary:
          'Set as Live Version: the version becomes the one report generation uses for its membership, the ' +
          'previous live one stops being live. liveVersionId is the live version the console showed (409 when ' +
          'it changed since)',
        params: VersionIdParams,
        body: SetLiveBody,
        response: { 200: AiReportVersionAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const { item, changed } = await setLive(db, actor, request.params.id, request.body.liveVersionId);
      return { valid: true as const, message: liveMessage(item, changed), item };
    },
  );

  r.get(
    '/astro-ai-report-versions/:id/compare',
    {
      schema: {
        tags,
        summary: 'A version beside the live one of its membership, with the fields that differ',
        params: VersionIdParams,
        response: { 200: AiReportCompareAnswer, ...errors },
      },
    },
    async (request) => ({ valid: true as const, ...(await compareWithLive(db, request.params.id)) }),
  );

  r.get(
    '/get-ai-model-prices',
    {
      schema: {
        tags,
        summary: 'The price table: euros per million input and output tokens of each model, with its version',
        response: { 200: PriceTableAnswer, ...errors },
      },
    },
    async () => {
      const { value, version } = await loadPriceTable(db);
      return { valid: true as const, data: { prices: value, version } };
    },
  );

  r.post(
    '/ai-model-prices',
    {
      schema: {
        tags,
        summary:
          'Saves the price table whole over the version loaded (409 when it changed since); a model listed ' +
          'twice is a 400',
        body: PriceTableBody,
        response: { 200: PriceTableAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const { value, version } = await savePriceTable(db, actor, request.body.prices, request.body.version);
      return { valid: true as const, message: m.saved, data: { prices: value, version } };
    },
  );
}
