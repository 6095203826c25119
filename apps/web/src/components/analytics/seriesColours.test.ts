import { describe, expect, it } from 'vitest';
import { deletionReasons, screenVisitTypes } from '@orrery/contract';
import { chartPalette } from './chartTheme';
import { seriesColour, seriesColours, seriesKey } from './seriesColours';

// --- how far apart two colours look: CIE Lab distance, with normal vision and simulated colour blindness ---
type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const gamma = (c: number) => {
  const v = Math.min(1, Math.max(0, c));
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
};
const times = (m: number[][], v: Rgb): Rgb => m.map((r) => r[0]! * v[0] + r[1]! * v[1] + r[2]! * v[2]) as Rgb;
/** Machado, Oliveira and Fernandes (2009), severity 1. */
const vision: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
function lab(hex: string, seen: number[][]): Rgb {
  const shown = times(seen, rgbOf(hex).map(linear) as Rgb)
    .map(gamma)
    .map(linear) as Rgb;
  const xyz = times(
    [
      [0.4124, 0.3576, 0.1805],
      [0.2126, 0.7152, 0.0722],
      [0.0193, 0.1192, 0.9505],
    ],
    shown,
  );
  const [x, y, z] = [xyz[0] / 0.95047, xyz[1], xyz[2] / 1.08883].map((t) =>
    t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116,
  ) as Rgb;
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
const distance = (a: string, b: string, seen: number[][]) => {
  const [p, q] = [lab(a, seen), lab(b, seen)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};
const closest = (colours: readonly string[], seen: number[][]) =>
  Math.min(...colours.flatMap((a, i) => colours.slice(i + 1).map((b) => distance(a, b, seen))));

describe('the chart palette', () => {
  it('holds twelve colours, the brand plum first', () => {
    expect(chartPalette).toHaveLength(12);
    expect(new Set(chartPalette).size).toBe(12);
    expect(chartPalette[0]).toBe('#4A1942');
  });

  it('keeps every two colours apart, with normal vision and with each kind of colour blindness', () => {
    // ΔE 20 is plainly different side by side; 10 still tells two lines apart
    expect(closest(chartPalette, vision.normal!)).toBeGreaterThan(20);
    for (const kind of ['protanopia', 'deuteranopia', 'tritanopia'])
      expect(closest(chartPalette, vision[kind]!), kind).toBeGreaterThan(10);
  });
});

describe('series colours', () => {
  it('gives each of the seven screens and eight reasons a colour of its own', () => {
    const visits = screenVisitTypes.map((t) => seriesColour(seriesKey.visit(t)));
    expect(new Set(visits).size).toBe(7);
    expect(seriesColour(seriesKey.visit('chatbot_visit'))).not.toBe(
      seriesColour(seriesKey.visit('user_chat')),
    );
    expect(new Set(deletionReasons.map((r) => seriesColour(seriesKey.reason(r)))).size).toBe(8);
  });

  it('colours a series by its key, wherever it stands in a chart', () => {
    const romeu = seriesKey.visit('chatbot_visit');
    const chat = seriesKey.visit('user_chat');
    const all = seriesColours(screenVisitTypes.map(seriesKey.visit));
    const two = seriesColours([chat, romeu]);
    expect(two).toEqual([all[6], all[0]]);
  });

  it('keeps free names apart within a chart and the same across charts', () => {
    const names = ['Android', 'iOS', 'Web', 'Unknown', 'Huawei', 'KaiOS', 'Tizen', 'Sailfish'];
    const colours = seriesColours(names);
    expect(new Set(colours).size).toBe(names.length);
    expect(seriesColours(names)).toEqual(colours);
    // one series alone is in the brand's plum
    expect(seriesColours(['Sessions'])).toEqual(['#4A1942']);
  });
});
