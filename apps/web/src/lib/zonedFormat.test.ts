import { describe, expect, it } from 'vitest';
import { EMPTY_CELL } from './format';
import { formatInZone } from './zonedFormat';

describe('formatInZone', () => {
  it('writes the instant in the time zone given, summer time included', () => {
    expect(formatInZone('2026-12-24T08:00:00Z', 'Asia/Kolkata')).toBe('24 Dec 2026, 13:30');
    expect(formatInZone('2026-12-24T08:00:00Z', 'Europe/Lisbon')).toBe('24 Dec 2026, 08:00');
    expect(formatInZone('2026-07-01T08:00:00Z', 'Europe/Lisbon')).toBe('1 Jul 2026, 09:00');
    expect(formatInZone('2026-09-03T23:30:00Z', 'America/Sao_Paulo')).toBe('3 Sep 2026, 20:30');
  });

  it('writes UTC, and says so, without a zone', () => {
    expect(formatInZone('2026-12-24T08:00:00Z')).toBe('24 Dec 2026, 08:00 (UTC)');
  });

  it('gives the empty cell for no instant, a bad one or a zone the browser does not know', () => {
    expect(formatInZone(null, 'Europe/Lisbon')).toBe(EMPTY_CELL);
    expect(formatInZone('not a date', 'Europe/Lisbon')).toBe(EMPTY_CELL);
    expect(formatInZone('2026-12-24T08:00:00Z', 'Mars/Olympus')).toBe(EMPTY_CELL);
  });
});
