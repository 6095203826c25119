import { DateTime } from 'luxon';
import {
  celebrityFormMessages,
  celebrityRuleMessages as rules,
  titleCase,
  type AddCelebrityBody,
  type CelebrityIntroduction,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';
import type { StorageProvider } from '../../providers/storage';

/** Celebrity images live under /files/celebrities/ (celebrity/image-upload-s3); a record owns no other file. */
export const IMAGES = '/files/celebrities/';

export const round4 = (n: number) => Number(n.toFixed(4));

/** The one uploaded image the form sends back (a signed link or plain), as its stored URL, and its credit. */
export async function checkImage(storage: StorageProvider, body: AddCelebrityBody) {
  const images = body.celebrity_profiles;
  if (images.length === 0) throw badRequest(celebrityFormMessages.image);
  if (images.length > 1) throw badRequest(rules.oneImage);
  const [image] = images;
  const url = image && storage.storedOf(image.url);
  if (!image || !url?.startsWith(IMAGES) || !(await storage.has(url)))
    throw badRequest(rules.imageNotUploaded);
  return { imageUrl: url, imageCredit: image.credit?.trim() ?? '' };
}

/** The introductions kept: trimmed, entries with nothing in them dropped, each language once and known. */
export function checkIntroductions(
  given: CelebrityIntroduction[],
  languages: { mobileKey: string; language: string }[],
): CelebrityIntroduction[] {
  const known = new Map(languages.map((l) => [l.mobileKey, l.language]));
  const seen = new Set<string>();
  const kept: CelebrityIntroduction[] = [];
  for (const entry of given) {
    const short_intro = entry.short_intro.trim();
    const profession = entry.profession.trim();
    if (!short_intro && !profession) continue;
    if (!known.has(entry.language)) throw badRequest(rules.unknownLanguage(entry.language));
    if (seen.has(entry.language))
      throw badRequest(rules.duplicateLanguage(known.get(entry.language) ?? entry.language));
    seen.add(entry.language);
    kept.push({ language: entry.language, short_intro, profession });
  }
  return kept;
}

/** The record's own fields from a form: checked beyond the schema, names title-cased, height in metres. */
export function editableFields(body: AddCelebrityBody) {
  if (!(body.height >= 0.5 && body.height <= 2.8)) throw badRequest(rules.height);
  const dob = DateTime.fromISO(body.dob, { zone: 'utc' });
  if (!dob.isValid) throw badRequest(celebrityFormMessages.dob);
  if (body.dob > DateTime.utc().toISODate()) throw badRequest(rules.dobFuture);
  return {
    fullName: titleCase(body.fullName),
    gender: body.gender,
    celebrityType: body.celebrity_type,
    region: body.celebrityRegion,
    heightM: Number(body.height.toFixed(4)),
    profession: body.profession.trim(),
    rodden: body.rodden,
    jungianType: body.jungian_type,
    shortIntro: body.publicProfileText.trim(),
    dob: body.dob,
    tob: body.tob,
    pob: body.pob.trim(),
    lat: round4(body.geo.lat),
    lng: round4(body.geo.lng),
    credit: body.credit.trim(),
  };
}

/**
 * A celebrity's e-mail is made from the name and a timestamp ("Brad Pitt" → brad.pitt.1732370000000@…),
 * at a .test domain (RFC 6761): no mail can ever reach it.
 */
export function synthesisedEmail(fullName: string, now: number): string {
  const slug = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 60);
  return `${slug || 'celebrity'}.${now}@celebrities.orrery.test`;
}
