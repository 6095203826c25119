import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AppSettingsAnswer,
  AppSettingsBody,
  DeviceVersionsAnswer,
  DeviceVersionsBody,
  appSettingMessages,
  versionMessages,
} from '@orrery/contract';
import { forbidden } from '../../lib/httpErrors';
import { errorResponses, IdParams, routeTags } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { loadAppSettings, saveAppSettings } from './appSettings';
import { APP_SETTINGS_SAVED_QUEUE, type AppSettingsSaved } from './appSettingsSaved';
import { toItems } from './appSettingValues';
import { readVersions, saveVersions } from './deviceVersions';

const tags = routeTags('setting');
const errors = errorResponses(400, 401, 403, 409);

/** App Settings and Force Update: app-wide keys, saved over the version loaded. */
export async function appSettingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, jobs } = app.deps;

  r.get(
    '/app-settings',
    {
      schema: {
        tags,
        summary:
          'The app settings as a key/value list (minutes for the repeat interval, resets and deletion wait; ' +
          'days for dormancy) and their version (send it back on save)',
        response: { 200: AppSettingsAnswer, ...errors },
      },
    },
    async () => {
      const { settings, version } = await loadAppSettings(db);
      return { valid: true as const, items: toItems(settings), version };
    },
  );

  r.put(
    '/app-settings',
    {
      schema: {
        tags,
        summary:
          'Saves the keys listed (each once; counts whole and at least 1: "Allow only more than 0 value") over ' +
          'the version loaded: 409 when saved since. One audit row',
        body: AppSettingsBody,
        response: { 200: AppSettingsAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const { settings, version, changed } = await saveAppSettings(
        db,
        actor,
        request.body.items,
        request.body.version,
      );
      // the work a changed key drives (e.g. the dormancy marking) runs at once, in whichever process
      if (changed.length) await jobs.send(APP_SETTINGS_SAVED_QUEUE, { changed } satisfies AppSettingsSaved);
      return { valid: true as const, message: appSettingMessages.updated, items: toItems(settings), version };
    },
  );

  /** The screens act on the signed-in admin's own id; the versions themselves are app-wide. */
  const ownId = (id: string, adminId: string) => {
    if (id !== adminId) throw forbidden(versionMessages.notYours);
  };

  r.get(
    '/device/versions/:id',
    {
      schema: {
        tags,
        summary: "iOS and Android versions with their force-update flags; id is the caller's own admin id",
        params: IdParams,
        response: { 200: DeviceVersionsAnswer, ...errors },
      },
    },
    async (request) => {
      ownId(request.params.id, signedInAdmin(request).id);
      return { valid: true as const, ...(await readVersions(db)) };
    },
  );

  r.put(
    '/device/save-versions/:id',
    {
      schema: {
        tags,
        summary:
          'Saves {key, version x.y.z, forceUpdate} per platform over the save loaded (savedAt): 409 when saved since',
        params: IdParams,
        body: DeviceVersionsBody,
        response: { 200: DeviceVersionsAnswer, ...errors },
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      ownId(request.params.id, admin.id);
      const saved = await saveVersions(db, actorOf(admin), request.body.items, request.body.savedAt);
      return { valid: true as const, message: versionMessages.updated, ...saved };
    },
  );
}
