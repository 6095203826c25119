import {
  LOCATION_KEY_MAX,
  LOCATION_TAG_MAX,
  LOCATION_TAGS_MAX,
  locationMessages as m,
  type LocationBody,
  type LocationUpdateFor,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';

/** Lower-cased and trimmed, inner runs of spaces made one. */
const tidy = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export interface LocationValues {
  key: string;
  tag: string[];
  updateFor: LocationUpdateFor;
}

/** The tags as sent: each lower-cased and trimmed, empty ones dropped, each once, in the order given. */
export function tagsOf(tag: readonly string[] | undefined): string[] {
  const tags = [...new Set((tag ?? []).map(tidy).filter((t) => t !== ''))];
  if (tags.some((t) => t.length > LOCATION_TAG_MAX)) throw badRequest(m.tagTooLong);
  if (tags.length > LOCATION_TAGS_MAX) throw badRequest(m.tooManyTags);
  return tags;
}

/** The key as sent, lower-cased and trimmed ('' when missing). */
export function keyOf(key: string | undefined): string {
  const value = tidy(key ?? '');
  if (value.length > LOCATION_KEY_MAX) throw badRequest(m.keyTooLong);
  return value;
}

/** Add Location: key and at least one tag required (Please fill in all the remaining fields.); updateFor city when unsent. */
export function locationValues(body: LocationBody): LocationValues {
  const key = keyOf(body.key);
  const tag = tagsOf(body.tag);
  if (!key || tag.length === 0) throw badRequest(m.fillAll);
  return { key, tag, updateFor: body.updateFor ?? 'city' };
}
