import sharp from 'sharp';
import { between, chance, pick, rngFor, type Rng } from './random';

/** Where generated images go: the server passes its storage provider's `put`; it answers the URL. */
export type PutFile = (key: string, body: Buffer, contentType: string) => Promise<string>;

export interface PoolImage {
  url: string;
  thumbUrl: string;
  sizeBytes: number;
  width: number;
  height: number;
}

export interface PhotoPool {
  f: PoolImage[];
  m: PoolImage[];
  all: PoolImage[];
}

const WIDTH = 480;
const HEIGHT = 600;
const skinTones = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a1665e', '#5c3836'];
const hairColours = ['#1b1b1b', '#3b2314', '#6a4e42', '#a67b5b', '#d6b370', '#8d4a43', '#2c2c54'];

const hsl = (rng: Rng, light: number) =>
  `hsl(${Math.floor(between(rng, 0, 360))}, ${Math.floor(between(rng, 35, 70))}%, ${light}%)`;

/** A portrait-like picture: gradient backdrop, soft light spots, a head-and-shoulders silhouette. */
function portraitSvg(rng: Rng, gender: 'f' | 'm'): string {
  const skin = pick(rng, skinTones);
  const hair = pick(rng, hairColours);
  const shirt = hsl(rng, 35);
  const spots = Array.from({ length: 6 }, () => {
    const r = between(rng, 20, 70);
    return `<circle cx="${between(rng, 0, WIDTH).toFixed(0)}" cy="${between(rng, 0, 300).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${between(rng, 0.05, 0.2).toFixed(2)}"/>`;
  }).join('');
  const cx = WIDTH / 2 + between(rng, -30, 30);
  const longHair =
    gender === 'f' || chance(rng, 0.1)
      ? `<path d="M${cx - 95} 250 Q${cx - 110} 120 ${cx} 110 Q${cx + 110} 120 ${cx + 95} 250 L${cx + 105} 400 L${cx - 105} 400 Z" fill="${hair}"/>`
      : '';
  const shortHair = `<path d="M${cx - 82} 215 Q${cx - 85} 120 ${cx} 118 Q${cx + 85} 120 ${cx + 82} 215 Q${cx} 160 ${cx - 82} 215 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(rng, 70)}"/><stop offset="1" stop-color="${hsl(rng, 40)}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${spots}${longHair}
  <path d="M${cx - 190} ${HEIGHT} Q${cx - 180} 420 ${cx} 410 Q${cx + 180} 420 ${cx + 190} ${HEIGHT} Z" fill="${shirt}"/>
  <rect x="${cx - 30}" y="320" width="60" height="100" rx="20" fill="${skin}"/>
  <ellipse cx="${cx}" cy="235" rx="78" ry="98" fill="${skin}"/>${shortHair}
</svg>`;
}

/** How a pool picture is rendered: its size, and its thumbnail's size and JPEG qualities. */
export interface PoolRendering {
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  quality: number;
  thumbQuality: number;
}

/** Renders an SVG picture as a JPEG and a thumbnail, stored through `put` as `{key}.jpg` and `{key}-thumb.jpg`. */
export async function storePoolImage(
  put: PutFile,
  key: string,
  svg: string,
  look: PoolRendering,
): Promise<PoolImage> {
  const source = Buffer.from(svg);
  const image = await sharp(source).jpeg({ quality: look.quality, mozjpeg: true }).toBuffer();
  const thumb = await sharp(source)
    .resize(look.thumbWidth, look.thumbHeight)
    .jpeg({ quality: look.thumbQuality, mozjpeg: true })
    .toBuffer();
  const [url, thumbUrl] = await Promise.all([
    put(`${key}.jpg`, image, 'image/jpeg'),
    put(`${key}-thumb.jpg`, thumb, 'image/jpeg'),
  ]);
  return { url, thumbUrl, sizeBytes: image.length, width: look.width, height: look.height };
}

const portraitLook: PoolRendering = {
  width: WIDTH,
  height: HEIGHT,
  thumbWidth: 120,
  thumbHeight: 150,
  quality: 78,
  thumbQuality: 70,
};

/**
 * Makes the pool of demo photos (half of each gender), stores each as JPEG with a thumbnail
 * (under 20 KB) through `put`, and answers their URLs. The same seed gives the same pictures.
 */
export async function makePhotoPool(put: PutFile, seed: number, size = 64): Promise<PhotoPool> {
  // one image at a time: encoding them all at once takes every core from the server's requests
  const images: { gender: 'f' | 'm'; image: PoolImage }[] = [];
  for (let k = 0; k < size; k++) {
    const gender = k % 2 === 0 ? 'f' : 'm';
    const rng = rngFor(seed, k, 0x9a0707);
    const name = `${gender}-${String(k).padStart(3, '0')}`;
    images.push({
      gender,
      image: await storePoolImage(put, `members/pool/${name}`, portraitSvg(rng, gender), portraitLook),
    });
  }
  const f = images.filter((i) => i.gender === 'f').map((i) => i.image);
  const m = images.filter((i) => i.gender === 'm').map((i) => i.image);
  return { f, m, all: [...f, ...m] };
}
