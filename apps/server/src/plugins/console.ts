import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { filesRoot } from '../providers/storage';

/** Serves stored files under /files/ and the built console, with index.html for every console route. */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  await app.register(fastifyStatic, {
    root: filesRoot(config),
    prefix: '/files/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '7d',
    immutable: true,
  });
  const webDist = config.webDist;
  if (!webDist || !existsSync(webDist)) return;
  await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: ['index.html'] });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/files/')) {
      return reply
        .status(404)
        .send({ valid: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
