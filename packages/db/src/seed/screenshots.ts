import { storePoolImage, type PoolImage, type PoolRendering, type PutFile } from './photos';
import { between, pick, rngFor, type Rng } from './random';

const WIDTH = 360;
const HEIGHT = 720;
/** Where the shared screenshots go: the purge keeps files under it whatever happens to one member. */
export const SCREENSHOT_POOL_PREFIX = 'feedback/pool/';

const screenshotLook: PoolRendering = {
  width: WIDTH,
  height: HEIGHT,
  thumbWidth: 90,
  thumbHeight: 180,
  quality: 72,
  thumbQuality: 65,
};

const accents = ['#6c3fc5', '#d6336c', '#1c7ed6', '#f08c00', '#2b8a3e'];

/** A phone screenshot-like picture: status bar, header, cards of grey text lines, a tab bar. */
function screenshotSvg(rng: Rng): string {
  const accent = pick(rng, accents);
  const dark = rng() < 0.3;
  const bg = dark ? '#1e1e24' : '#f4f4f7';
  const card = dark ? '#2c2c35' : '#ffffff';
  const line = dark ? '#55556a' : '#d5d5de';
  let y = 110;
  let cards = '';
  while (y < HEIGHT - 160) {
    const h = Math.floor(between(rng, 70, 170));
    const lines = Array.from({ length: Math.floor(h / 26) }, (_, i) => {
      const w = Math.floor(between(rng, 120, 280));
      return `<rect x="36" y="${y + 18 + i * 24}" width="${w}" height="10" rx="5" fill="${line}"/>`;
    }).join('');
    cards += `<rect x="20" y="${y}" width="${WIDTH - 40}" height="${h}" rx="14" fill="${card}"/>${lines}`;
    y += h + 16;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="${bg}"/>
  <rect width="100%" height="28" fill="${accent}" opacity="0.85"/>
  <rect y="28" width="100%" height="64" fill="${accent}"/>
  <rect x="20" y="52" width="${Math.floor(between(rng, 90, 200))}" height="16" rx="8" fill="#fff" opacity="0.9"/>
  ${cards}
  <rect y="${HEIGHT - 64}" width="100%" height="64" fill="${card}"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="${45 + i * 90}" cy="${HEIGHT - 32}" r="11" fill="${i === 1 ? accent : line}"/>`).join('')}
</svg>`;
}

/**
 * The demo feedback screenshots (JPEG and a thumbnail each), stored through `put` under
 * feedback/pool/ and shared by the generated messages. The same seed gives the same pictures.
 */
export async function makeScreenshotPool(put: PutFile, seed: number, size = 8): Promise<PoolImage[]> {
  return Promise.all(
    Array.from({ length: size }, (_, k) =>
      storePoolImage(
        put,
        `${SCREENSHOT_POOL_PREFIX}shot-${String(k).padStart(2, '0')}`,
        screenshotSvg(rngFor(seed, k, 0x5c4ee7)),
        screenshotLook,
      ),
    ),
  );
}
