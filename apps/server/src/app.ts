import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Deps } from './deps';
import { registerAuth } from './plugins/auth';
import { registerConsole } from './plugins/console';
import { registerDocs } from './plugins/docs';
import { answerRouterError, registerErrorHandling } from './plugins/errors';
import { registerFiniteNumbers } from './plugins/finiteNumbers';
import { registerFiles } from './plugins/files';
import { registerSecurityHeaders } from './plugins/security';
import { registerTextGuard } from './plugins/textGuard';
import { ajvSettings } from './plugins/validation';
import { filesRoot } from './providers/storage';
import { adminRoutes } from './modules/admins';
import { countryRoutes } from './modules/countries';
import { dashboardRoutes } from './modules/dashboard';
import { deletedRoutes } from './modules/deleted-members';
import { feedbackRoutes } from './modules/feedback';
import { healthRoutes } from './modules/health';
import { incompleteProfileRoutes } from './modules/incomplete-profiles';
import { memberChartRoutes } from './modules/member-chart';
import { memberDetailRoutes } from './modules/member-detail';
import { memberPhotoRoutes } from './modules/member-photos';
import { memberListRoutes } from './modules/members';
import { placesRoutes } from './modules/places';
import { profilesListRoutes } from './modules/profile-rating';
import { profilesRoutes } from './modules/profile-review';
import { reportsRoutes } from './modules/reports';
import { settingRoutes } from './modules/settings';
import { signInRoutes } from './modules/sign-in';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Plugins and modules, nothing else: the caller opens the database and builds the providers. */
export async function buildApp(deps: Deps, loggerInstance?: FastifyBaseLogger) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: ajvSettings,
    frameworkErrors: answerRouterError,
  });
  app.decorate('deps', deps);
  mkdirSync(filesRoot(deps.config), { recursive: true });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  registerAuth(app);
  await registerDocs(app);
  registerTextGuard(app);
  registerFiniteNumbers(app);

  await app.register(healthRoutes);
  await app.register(signInRoutes, { prefix: '/api/admin' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(settingRoutes, { prefix: '/api/setting' });
  await app.register(placesRoutes, { prefix: '/api/places' });
  // the user/ area of spec/1 section 7: one module per screen, all under the spec's prefix
  for (const routes of [
    memberDetailRoutes,
    memberPhotoRoutes,
    memberChartRoutes,
    memberListRoutes,
    incompleteProfileRoutes,
    countryRoutes,
    deletedRoutes,
    profilesListRoutes,
    dashboardRoutes,
  ])
    await app.register(routes, { prefix: '/api/user' });
  await app.register(reportsRoutes, { prefix: '/api/feedback' });
  await app.register(feedbackRoutes, { prefix: '/api/feedback' });
  await app.register(profilesRoutes, { prefix: '/api/profiles' });
  await registerFiles(app);
  await registerConsole(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
