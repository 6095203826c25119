import { randomUUID } from 'node:crypto';
import { asc, count, desc } from 'drizzle-orm';
import sharp from 'sharp';
import { imageLibraryTexts as t, type FakeImage } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { iso } from '../../lib/dates';
import { reencodeImage } from '../../lib/images';
import { badRequest, HttpError } from '../../lib/httpErrors';
import type { UploadedFile } from '../../lib/uploads';
import type { StorageProvider } from '../../providers/storage';

const { fakeImages } = schema;
export type LibraryImageRow = typeof fakeImages.$inferSelect;

/** Longer side of a stored library image and of its thumbnail. */
const IMAGE_SIDE = 1080;
const THUMB_SIDE = 200;
/**
 * Library images live in the members' shared pool: a virtual profile's photo points at the same file, and
 * neither a photo's delete nor the retention purge removes a file of the pool.
 */
const LIBRARY_KEYS = 'members/pool/library/';

/** A picture of the library as the console shows it: its addresses handed out by the storage provider. */
export async function toFakeImage(storage: StorageProvider, row: LibraryImageRow): Promise<FakeImage> {
  const [filename, thumbnail] = await Promise.all([storage.url(row.url), storage.url(row.thumbUrl)]);
  return { _id: row.id, filename, thumbnail, title: row.title, createdAt: iso(row.createdAt) };
}

/** The file's name without its extension: a picture's title when the form gives none. */
const titleOf = (filename: string) =>
  filename
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100) || 'Image';

interface Prepared {
  title: string;
  image: Buffer;
  thumb: Buffer;
  width: number | null;
  height: number | null;
}

/** Checks one upload by its content (JPEG or PNG only), re-encodes it and makes its thumbnail. */
async function prepare(file: UploadedFile, title: string | undefined): Promise<Prepared> {
  const format = await sharp(file.data, { limitInputPixels: false })
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (format !== 'jpeg' && format !== 'png') throw badRequest(t.notAccepted(file.filename));
  const image = await reencodeImage(file.data, IMAGE_SIDE);
  const [meta, thumb] = await Promise.all([
    sharp(image).metadata(),
    sharp(image).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer(),
  ]);
  return {
    title: title || titleOf(file.filename),
    image,
    thumb,
    width: meta.width ?? null,
    height: meta.height ?? null,
  };
}

/**
 * `fakeProfile/upload-image`: 1 to 10 JPEG or PNG pictures, every one checked by its content before any is
 * stored; a refused file refuses the upload, naming every refused file. One transaction and audit row.
 */
export async function addLibraryImages(
  db: Db,
  storage: StorageProvider,
  actor: Actor,
  files: UploadedFile[],
  title: string | undefined,
): Promise<LibraryImageRow[]> {
  const results = await Promise.allSettled(files.map((file) => prepare(file, title)));
  const refused = files.filter((_, i) => results[i]?.status === 'rejected');
  if (refused.length) {
    const reasons = results.flatMap((r) =>
      r.status === 'rejected' && r.reason instanceof HttpError ? [r.reason.message] : [],
    );
    if (reasons.length < refused.length)
      throw (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
    throw badRequest(`${t.failed(refused.map((f) => f.filename))}: ${[...new Set(reasons)].join(' ')}`);
  }
  const ready = results.map((r) => (r as PromiseFulfilledResult<Prepared>).value);
  const stored: string[] = [];
  try {
    const values: (typeof fakeImages.$inferInsert)[] = [];
    for (const item of ready) {
      const key = `${LIBRARY_KEYS}${randomUUID()}`;
      const url = await storage.put(`${key}.jpg`, item.image, 'image/jpeg');
      stored.push(url);
      const thumbUrl = await storage.put(`${key}-thumb.jpg`, item.thumb, 'image/jpeg');
      stored.push(thumbUrl);
      values.push({
        title: item.title,
        url,
        thumbUrl,
        width: item.width,
        height: item.height,
        sizeBytes: item.image.length,
        createdBy: actor.id,
      });
    }
    return await db.transaction(async (tx) => {
      const rows = await tx.insert(fakeImages).values(values).returning();
      await writeAudit(tx, actor, {
        action: 'fakeImage.upload',
        entity: 'fakeImage',
        entityId: rows[0]?.id ?? '',
        after: rows.map((r) => ({ id: r.id, title: r.title, url: r.url })),
      });
      return rows;
    });
  } catch (error) {
    await Promise.all(stored.map((url) => storage.remove(url).catch(() => undefined)));
    throw error;
  }
}

/** One page of the library, newest first, and how many pictures it holds. */
export async function listLibraryImages(
  db: Db,
  skip: number,
  limit: number,
): Promise<{ rows: LibraryImageRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(fakeImages)
      .orderBy(desc(fakeImages.createdAt), desc(fakeImages.id))
      .offset(skip)
      .limit(limit),
    db.select({ n: count() }).from(fakeImages),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every picture of the library, oldest first: what virtual profiles are given, in turn. */
export async function libraryImages(db: Db): Promise<LibraryImageRow[]> {
  return db.select().from(fakeImages).orderBy(asc(fakeImages.createdAt), asc(fakeImages.id));
}
