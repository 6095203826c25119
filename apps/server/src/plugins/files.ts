import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { commonMessages } from '@orrery/contract';
import { fileLinks, fileLinkSecret, signFileUrls } from '../lib/fileLinks';
import { filesRoot } from '../providers/storage';

/**
 * Stored files (member photos, feedback screenshots, avatars) are never public: every `/files/…` reference
 * an answer carries leaves as the storage provider's signed, expiring link (`storage.url`): on the local
 * disk `/files/<key>?e=…&s=…`, served below to a valid link only; on S3 a presigned GET. The console's
 * `<img>` cannot send the bearer token, so the link is the proof of a signed-in caller.
 */
export async function registerFiles(app: FastifyInstance): Promise<void> {
  const { config, db, storage } = app.deps;
  const root = filesRoot(config);
  const links = fileLinks(await fileLinkSecret(db));

  app.addHook('preSerialization', async (_request, _reply, payload) => {
    const stored = new Set<string>();
    signFileUrls(payload, (url) => (stored.add(url), url));
    if (stored.size === 0) return payload;
    const signed = new Map(
      await Promise.all([...stored].map(async (url) => [url, await storage.url(url)] as const)),
    );
    return signFileUrls(payload, (url) => signed.get(url) ?? url);
  });

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
      // a local link on S3 (made before a move to S3, say): the bucket serves the file
      if (storage.name === 's3') return reply.redirect(await storage.url(`/files/${key}`), 302);
      const expires = Number(request.query.e) * 1000;
      const maxAge = Math.max(0, Math.floor((expires - Date.now()) / 1000));
      return reply
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .sendFile(key, root, { cacheControl: false });
    },
  );
}
