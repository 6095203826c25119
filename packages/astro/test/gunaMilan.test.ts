import { describe, expect, it } from 'vitest';
import { gunaMilan } from '../src/index.js';

describe('gunaMilan', () => {
  it('scores the issue example: boy Libra/Swati, girl Leo/Magha = 11.5', () => {
    expect(gunaMilan(199.47053, 120.48063)).toEqual({
      varna: 0,
      vashya: 0,
      tara: 1.5,
      yoni: 2,
      maitri: 0,
      gana: 1,
      bhakoot: 7,
      nadi: 0,
      total: 11.5,
    });
  });

  it('gives the same nakshatra the classical full marks except nadi', () => {
    // both Moons in Rohini (Taurus): same sign, same nadi
    const r = gunaMilan(45, 46);
    expect(r.varna).toBe(1);
    expect(r.vashya).toBe(2);
    expect(r.tara).toBe(3);
    expect(r.yoni).toBe(4);
    expect(r.maitri).toBe(5);
    expect(r.gana).toBe(6);
    expect(r.bhakoot).toBe(7);
    expect(r.nadi).toBe(0);
    expect(r.total).toBe(28);
  });

  it('applies varna by rank of the boy against the girl', () => {
    // boy Cancer (Brahmin) against girl Gemini (Shudra), and the reverse
    expect(gunaMilan(100, 70).varna).toBe(1);
    expect(gunaMilan(70, 100).varna).toBe(0);
  });

  it('counts tara both ways', () => {
    // girl Ashwini (0), boy Krittika (2): count 3 → Vipat from her; from him the count is 26 → 8 → fine
    expect(gunaMilan(2 * (360 / 27) + 1, 1).tara).toBe(1.5);
  });

  it('uses graha maitri both ways: Sun (Leo) and Moon (Cancer) are mutual friends', () => {
    expect(gunaMilan(125, 95).maitri).toBe(5);
    // Mars (Aries) regards Mercury (Gemini) as enemy, Mercury regards Mars as neutral → 0.5
    expect(gunaMilan(5, 65).maitri).toBe(0.5);
    // Saturn (Capricorn) neutral to Jupiter, Jupiter (Sagittarius) neutral to Saturn → 3
    expect(gunaMilan(275, 245).maitri).toBe(3);
  });

  it('zeros bhakoot for 6/8 and 2/12', () => {
    expect(gunaMilan(5, 155).bhakoot).toBe(0); // Aries vs Virgo: 6/8
    expect(gunaMilan(5, 35).bhakoot).toBe(0); // 2/12
    expect(gunaMilan(5, 185).bhakoot).toBe(7); // 1/7
  });

  it('keeps every total within 0..36', () => {
    for (let b = 0; b < 360; b += 7.3) {
      for (let g = 0; g < 360; g += 11.1) {
        const t = gunaMilan(b, g).total;
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(36);
      }
    }
  });
});
