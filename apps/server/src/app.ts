import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Deps } from './deps';
import { registerAuth } from './plugins/auth';
import { registerConsole } from './plugins/console';
import { registerDocs } from './plugins/docs';
import { answerClientError, answerRouterError, registerErrorHandling } from './plugins/errors';
import { registerFiniteNumbers } from './plugins/finiteNumbers';
import { registerFiles } from './plugins/files';
import { registerRequestLog, withoutFastifyRequestLines } from './plugins/requestLog';
import { registerRequestTurns } from './plugins/requestTurns';
import { registerSecurityHeaders } from './plugins/security';
import { registerTextGuard } from './plugins/textGuard';
import { ajvSettings } from './plugins/validation';
import { filesRoot } from './providers/storage';
import { adminRoutes } from './modules/admins';
import { aiReportRoutes } from './modules/ai-reports';
import { analyticsRoutes } from './modules/analytics';
import { auditLogRoutes } from './modules/audit-log';
import { savedViewRoutes } from './modules/saved-views';
import { searchRoutes } from './modules/search';
import { appEventRoutes } from './modules/app-events';
import { celebrityChartRoutes, celebrityRoutes } from './modules/celebrities';
import { chatbotRoutes } from './modules/chatbot';
import { countryRoutes } from './modules/countries';
import { dashboardRoutes } from './modules/dashboard';
import { deletedRoutes } from './modules/deleted-members';
import { feedbackRoutes } from './modules/feedback';
import { healthRoutes } from './modules/health';
import { imageLibraryRoutes } from './modules/image-library';
import { incompleteProfileRoutes } from './modules/incomplete-profiles';
import { languagesRoutes } from './modules/languages';
import { locationRoutes } from './modules/locations';
import { memberChartRoutes } from './modules/member-chart';
import { memberDetailRoutes } from './modules/member-detail';
import { memberPhotoRoutes } from './modules/member-photos';
import { memberListRoutes } from './modules/members';
import { messagingRoutes } from './modules/messaging';
import { pairRoutes } from './modules/pairs';
import { passwordRoutes } from './modules/passwords';
import { placesRoutes } from './modules/places';
import { profilesListRoutes } from './modules/profile-rating';
import { profilesRoutes } from './modules/profile-review';
import { reportsRoutes } from './modules/reports';
import { settingRoutes, versionPolicyRoutes } from './modules/settings';
import { signInRoutes } from './modules/sign-in';
import { synastrySetRoutes } from './modules/synastry-sets';
import { trendReportRoutes } from './modules/trend-report';
import { trendSettingRoutes } from './modules/trend-settings';
import { virtualProfileRoutes } from './modules/virtual-profiles';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Plugins and modules, nothing else: the caller opens the database and builds the providers. */
export async function buildApp(deps: Deps, loggerInstance?: FastifyBaseLogger) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: ajvSettings,
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
    ...withoutFastifyRequestLines(),
  });
  app.decorate('deps', deps);
  mkdirSync(filesRoot(deps.config), { recursive: true });

  registerRequestTurns(app);
  registerRequestLog(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  registerAuth(app);
  await registerDocs(app);
  registerTextGuard(app);
  registerFiniteNumbers(app);

  await app.register(healthRoutes);
  await app.register(signInRoutes, { prefix: '/api/admin' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(passwordRoutes, { prefix: '/api/admin' });
  await app.register(auditLogRoutes, { prefix: '/api/audit-log' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(savedViewRoutes, { prefix: '/api/saved-views' });
  await app.register(settingRoutes, { prefix: '/api/setting' });
  await app.register(versionPolicyRoutes, { prefix: '/api/app' });
  await app.register(synastrySetRoutes, { prefix: '/api/setting' });
  await app.register(aiReportRoutes, { prefix: '/api/setting' });
  await app.register(chatbotRoutes, { prefix: '/api/setting' });
  await app.register(trendSettingRoutes, { prefix: '/api/setting' });
  await app.register(placesRoutes, { prefix: '/api/places' });
  // the user/ area: one module per screen, all under /api/user
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
    messagingRoutes,
  ])
    await app.register(routes, { prefix: '/api/user' });
  await app.register(reportsRoutes, { prefix: '/api/feedback' });
  await app.register(feedbackRoutes, { prefix: '/api/feedback' });
  await app.register(profilesRoutes, { prefix: '/api/profiles' });
  await app.register(pairRoutes, { prefix: '/api/pair' });
  await app.register(trendReportRoutes, { prefix: '/api/astrologic' });
  await app.register(celebrityRoutes, { prefix: '/api/celebrity' });
  await app.register(celebrityChartRoutes, { prefix: '/api/astrologic' });
  await app.register(appEventRoutes, { prefix: '/api' });
  await app.register(languagesRoutes, { prefix: '/api/languages' });
  await app.register(locationRoutes, { prefix: '/api/location' });
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(imageLibraryRoutes, { prefix: '/api/fakeProfile' });
  await app.register(virtualProfileRoutes, { prefix: '/api/fakeProfile' });
  await registerFiles(app);
  await registerConsole(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
