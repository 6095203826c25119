import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { commonMessages } from '@orrery/contract';
import { fileLinks, fileLinkSecret, signFileUrls } from '../lib/fileLinks';
import { filesRoot } from '../providers/storage';

/**
 * Stored files (member photos, feedback screenshots, avatars) are never public: every `/files/…` URL an
 * answer carries leaves as a short-lived signed link, and `/files/*` serves a file only for a valid
 * link. The console's `<img>` cannot send the bearer token, so the link is the proof of a signed-in caller.
 */
export async function registerFiles(app: FastifyInstance): Promise<void> {
  const root = filesRoot(app.deps.config);
  const links = fileLinks(await fileLinkSecret(app.deps.db));
  const sign = (url: string) => links.sign(url);

  app.addHook('preSerialization', async (_request, _reply, payload) => signFileUrls(payload, sign));

  // reply.sendFile, without serving anything by itself
  await app.register(fastifyStatic, { root, serve: false });
  app.get<{ Params: { '*': string }; Querystring: { e?: string; s?: string } }>(
    '/files/*',
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!links.verify(key, request.query.e, request.query.s)) {
        return reply.status(403).send({ valid: false, message: commonMessages.fileLinkInvalid });
      }
      const expires = Number(request.query.e) * 1000;
      const maxAge = Math.max(0, Math.floor((expires - Date.now()) / 1000));
      return reply
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .sendFile(key, root, { cacheControl: false });
    },
  );
}
