import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AstroSettingsBody, currentTrendsMessages as m, SourceTextBody } from '@orrery/contract';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import {
  errors,
  KeyParams,
  SettingsAnswer,
  SettingsSaved,
  SourceTextAnswer,
  SourceTextKeys,
  SourceTextSaved,
  tags,
} from './schemas';
import { astroEventSettings, saveAstroSettings } from './settingsService';
import { getSourceText, saveSourceText, sourceTextKeys } from './sourceTextService';

/** Current Trends tabs 1 and 2 (under Astrology settings), under /api/setting. */
export async function trendSettingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/get-astro-events-settings',
    {
      schema: {
        tags,
        summary: 'The whole astro settings object; the defaults (version 0) when never saved',
        response: { 200: SettingsAnswer, 401: errors[401] },
      },
    },
    async () => ({ valid: true as const, data: await astroEventSettings(db) }),
  );

  r.post(
    '/astro-events-settings',
    {
      schema: {
        tags,
        summary:
          'Saves the whole astro settings object over `version` (0 when never saved; 409 when stale). ' +
          'Scenario rows are the six fixed scenarios, each at most once (400 otherwise); wholly ' +
          'empty rows are dropped. Loading answers the six rows in order',
        body: AstroSettingsBody,
        response: { 200: SettingsSaved, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const data = await saveAstroSettings(db, actor, request.body);
      return { valid: true as const, message: m.settingsSaved, data };
    },
  );

  r.get(
    '/get-astro-source-texts/:key',
    {
      schema: {
        tags,
        summary:
          "A source text by key; an empty record (version 0) when the key has none. 400 'key is " +
          "required.' / 'last level is required.' for a key that is not a leaf of the tree",
        params: KeyParams,
        response: { 200: SourceTextAnswer, ...errors },
      },
    },
    async (request) => ({ valid: true as const, data: await getSourceText(db, request.params.key) }),
  );

  r.post(
    '/astro-source-texts',
    {
      schema: {
        tags,
        summary: 'Saves a source text over `version` (0 for a new key; 409 when stale)',
        body: SourceTextBody,
        response: { 200: SourceTextSaved, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const data = await saveSourceText(db, actor, request.body);
      return { valid: true as const, message: m.sourceTextSaved, data };
    },
  );

  r.get(
    '/astro-source-text-keys',
    {
      schema: {
        tags,
        summary: 'Every key that has a source text, sorted (the tree marks them)',
        response: { 200: SourceTextKeys, 401: errors[401] },
      },
    },
    async () => ({ valid: true as const, data: await sourceTextKeys(db) }),
  );
}
