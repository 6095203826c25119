import type { MediaItem, PhotoStatus } from '@orrery/contract';
import type { schema } from '@orrery/db';
import { iso } from '../../lib/dates';

export type MemberPhotoRow = typeof schema.memberPhotos.$inferSelect;

/** One member photo as the API shows it (the profile's media items). */
export function toMediaItem(row: MemberPhotoRow): MediaItem {
  return {
    _id: row.id,
    filename: row.url,
    variants: row.thumbUrl ? [{ type: 'thumb', filename: row.thumbUrl }] : [],
    mime: row.mime,
    type: row.kind,
    source: row.source,
    size: row.sizeBytes,
    title: row.title,
    attributes: { height: row.height, width: row.width },
    status: row.status as PhotoStatus,
    position: row.position,
    createdAt: iso(row.createdAt),
  };
}
