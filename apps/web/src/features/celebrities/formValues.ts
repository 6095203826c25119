import dayjs, { type Dayjs } from 'dayjs';
import type { UploadFile } from 'antd';
import type {
  AddCelebrityBody,
  CelebrityDetail,
  CelebrityLanguage,
  CelebrityRegion,
  CelebrityType,
  Gender,
  RoddenRating,
} from '@orrery/contract';
import { formatCoordinates, parseCoordinates } from '../../lib/format';

export type ImageFile = UploadFile<{ url: string }>;

/** What the celebrity form holds: dates and times as dayjs, height in cm, the image as antd upload files. */
export interface CelebrityFormValues {
  fullName: string;
  gender?: Gender;
  celebrity_type: CelebrityType;
  celebrityRegion?: CelebrityRegion;
  heightCm?: number;
  profession: string;
  rodden?: RoddenRating;
  jungian_type?: string;
  publicProfileText: string;
  dob?: Dayjs;
  tob?: Dayjs;
  pob: string;
  coordinates: string;
  credit: string;
  image: ImageFile[];
  imageCredit?: string;
  /** V2: per language (mobile key), its short intro and profession. */
  introductions?: Record<string, { short_intro?: string; profession?: string }>;
}

/** The stored URL of an upload: given for an existing image, answered by the server for a new one. */
export function uploadedUrl(file: ImageFile): string | undefined {
  return file.status === 'done' ? (file.response?.url ?? file.url) : undefined;
}

export const hasUploadedImage = (files: ImageFile[] | undefined) => (files ?? []).some((f) => uploadedUrl(f));

export function fromCelebrity(c: CelebrityDetail): CelebrityFormValues {
  const image = c.celebrity_profiles[0];
  return {
    fullName: c.fullName,
    gender: c.gender as Gender,
    celebrity_type: c.celebrity_type as CelebrityType,
    celebrityRegion: c.celebrityRegion as CelebrityRegion,
    heightCm: Number((c.height * 100).toFixed(2)),
    profession: c.profession,
    rodden: c.rodden as RoddenRating,
    jungian_type: c.jungian_type,
    publicProfileText: c.publicProfileText,
    dob: dayjs(c.dob),
    tob: dayjs(`2000-01-01T${c.tob}`),
    pob: c.pob,
    coordinates: formatCoordinates(c.geo.lat, c.geo.lng),
    credit: c.credit,
    image: image ? [{ uid: 'current', name: 'Celebrity image', status: 'done', url: image.url }] : [],
    imageCredit: image?.credit ?? '',
    introductions: Object.fromEntries(
      c.introduction.map((i) => [i.language, { short_intro: i.short_intro, profession: i.profession }]),
    ),
  };
}

/** Form values (already checked by the form's rules) to the body add and update send; height in metres. */
export function toCelebrityBody(
  values: CelebrityFormValues,
  languages: CelebrityLanguage[] | undefined,
): AddCelebrityBody {
  const geo = parseCoordinates(values.coordinates) ?? { lat: 0, lng: 0 };
  const introductions = values.introductions;
  return {
    fullName: values.fullName.trim(),
    gender: values.gender ?? 'm',
    celebrity_type: values.celebrity_type,
    celebrityRegion: values.celebrityRegion ?? 'notb',
    height: Number(((values.heightCm ?? 0) / 100).toFixed(4)),
    profession: values.profession.trim(),
    rodden: values.rodden ?? 'AA',
    jungian_type: (values.jungian_type ?? 'INTJ') as AddCelebrityBody['jungian_type'],
    publicProfileText: values.publicProfileText.trim(),
    dob: values.dob?.format('YYYY-MM-DD') ?? '',
    tob: values.tob?.format('HH:mm') ?? '',
    pob: values.pob.trim(),
    geo: { lat: Number(geo.lat.toFixed(4)), lng: Number(geo.lng.toFixed(4)) },
    credit: values.credit.trim(),
    celebrity_profiles: values.image.flatMap((file) => {
      const url = uploadedUrl(file);
      return url ? [{ type: 'image' as const, url, credit: values.imageCredit?.trim() ?? '' }] : [];
    }),
    ...(introductions && languages
      ? {
          introduction: languages.map((l) => ({
            language: l.mobileKey,
            short_intro: introductions[l.mobileKey]?.short_intro?.trim() ?? '',
            profession: introductions[l.mobileKey]?.profession?.trim() ?? '',
          })),
        }
      : {}),
  };
}
