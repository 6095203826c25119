import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { storedFileUrl } from '../../lib/fileLinks';
import { FILES_PREFIX, LINK_WINDOW_S, storedKey, type StorageProvider } from './types';

export interface S3Options {
  /** MinIO and other S3-compatible stores: their address, reached path-style. Unset: AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, instance roles) applies. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** Where the presigned links of a bucket start: `<endpoint>/<bucket>/` path-style, or AWS's own host. */
export function s3LinkBase(options: Pick<S3Options, 'endpoint' | 'bucket' | 'region'>): string {
  if (options.endpoint) {
    const endpoint = new URL(options.endpoint);
    return `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${options.bucket}/`;
  }
  // a bucket name with dots cannot be a host name under AWS's certificate: the SDK goes path-style
  return options.bucket.includes('.')
    ? `https://s3.${options.region}.amazonaws.com/${options.bucket}/`
    : `https://${options.bucket}.s3.${options.region}.amazonaws.com/`;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Files in one bucket of any S3-compatible store, handed out as presigned GET links. The database keeps
 * `/files/<key>` as with the local disk, so the stored references do not depend on the provider.
 */
export function s3Storage(options: S3Options): StorageProvider {
  const Bucket = options.bucket;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // checksums only where S3 requires them: many S3-compatible stores know no other
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = s3LinkBase(options);
  // one presigned link per file and window: a page of 100 cards hands out 1,200 links
  let cacheWindow = 0;
  let cache = new Map<string, Promise<string>>();

  return {
    name: 's3',
    linkOrigins: [new URL(base).origin],
    async put(key, body, contentType) {
      const stored = FILES_PREFIX + key;
      if (storedKey(stored) !== key) throw new Error(`not a storage key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: `private, max-age=${LINK_WINDOW_S}, immutable`,
        }),
      );
      return stored;
    },
    async has(stored) {
      const key = storedKey(stored);
      if (!key) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(stored) {
      const key = storedKey(stored);
      if (key) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url(stored) {
      const key = storedKey(stored);
      if (!key) return Promise.resolve(stored);
      const windowStart = Math.floor(Date.now() / 1000 / LINK_WINDOW_S) * LINK_WINDOW_S;
      if (windowStart !== cacheWindow) {
        cacheWindow = windowStart;
        cache = new Map();
      }
      let link = cache.get(key);
      if (!link) {
        // signed as at the window's start and valid two windows: the same link for an hour, 1–2 h left
        link = getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
          expiresIn: 2 * LINK_WINDOW_S,
          signingDate: new Date(windowStart * 1000),
        });
        if (cache.size < 100_000) {
          const own = cache;
          own.set(key, link);
          link.catch(() => own.delete(key));
        }
      }
      return link;
    },
    storedOf(link) {
      if (link.startsWith(FILES_PREFIX)) return storedFileUrl(link);
      if (!link.startsWith(base)) return null;
      const path = link.slice(base.length).split('?')[0] ?? '';
      const stored = FILES_PREFIX + path;
      return storedKey(stored) ? stored : null;
    },
  };
}
