import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, routeTags } from '../../lib/routeSchemas';
import { appSettingRoutes } from './appSettingRoutes';
import { ipRoutes } from './ipRoutes';

/** The console's own settings (where the App Mode selector sends Development and Live), app settings, IP lists. */
export async function settingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(appSettingRoutes);
  await app.register(ipRoutes);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = app.deps;
  r.get(
    '/console-config',
    {
      schema: {
        tags: routeTags('setting'),
        summary: 'Console addresses for the App Mode selector',
        response: {
          200: Type.Object({ devConsoleUrl: Type.String(), liveConsoleUrl: Type.String() }),
          ...errorResponses(401),
        },
      },
    },
    async () => ({ devConsoleUrl: config.devConsoleUrl, liveConsoleUrl: config.liveConsoleUrl }),
  );
}
