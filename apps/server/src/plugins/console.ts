import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** `/api/…` or `/files/…` however written: any case, percent-encoded, after extra slashes. */
const API_OR_FILES = /^\/*(api|files)(\/|$)/i;
/**
 * A dot segment (`/x/../api/…`, `/./api/…`) or a backslash, written plainly or percent-encoded: no console
 * address has one (a browser resolves dot segments and turns backslashes into slashes before it asks), and
 * a server or proxy that normalises them would read an API or file path.
 */
const DOT_SEGMENT_OR_BACKSLASH = /(^|\/)\.\.?(\/|$)|\\/;
/** Vite's hashed files: a new build gives them new names, so a browser keeps them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files: the browser asks again each time (an unchanged file answers 304). */
const REVALIDATE = 'no-cache';

/**
 * The built console: its files, and index.html for every console route. Everything here is public
 * (the console signs in through the API), so each route says so in its own options. The build writes a
 * .br and a .gz beside each text file (apps/web/scripts/compress.mjs): the browser gets the one it accepts.
 */
export async function registerConsole(app: FastifyInstance): Promise<void> {
  const webDist = app.deps.config.webDist;
  if (!webDist || !existsSync(webDist)) return;
  await app.register(async (scope) => {
    // @fastify/static registers one route per built file and takes no route config: mark them here
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await scope.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // the compressed files are served in the place of their plain file, never at their own address
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      index: ['index.html'],
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = relative(webDist, path).startsWith(`assets${sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  });
  app.get<{ Params: { '*': string } }>(
    '/*',
    { schema: { hide: true }, config: { public: true } },
    (request, reply) => {
      // the router decodes the path; an API or file path that matched no route never gets the console
      const path = `/${request.params['*']}`;
      if (API_OR_FILES.test(path) || DOT_SEGMENT_OR_BACKSLASH.test(path)) {
        return reply.callNotFound();
      }
      // cacheControl off: else @fastify/send puts its own `public, max-age=0` over this header
      return reply
        .header('cache-control', REVALIDATE)
        .sendFile('index.html', webDist, { cacheControl: false });
    },
  );
}
