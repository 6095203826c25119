import { describe, expect, it } from 'vitest';
import { localToUtc } from '../src/index.js';

describe('localToUtc', () => {
  it('converts with the zone history (IST, +05:30)', () => {
    const r = localToUtc('1972-06-01T04:16', 'Asia/Kolkata');
    expect(r.utc.toISOString()).toBe('1972-05-31T22:46:00.000Z');
    expect(r.offsetMinutes).toBe(330);
    expect(r.ambiguous).toBe(false);
  });

  it('uses historical offsets (India at +06:30 during the 1942–45 war time)', () => {
    expect(localToUtc('1943-06-01T12:00', 'Asia/Kolkata').offsetMinutes).toBe(390);
  });

  it('rejects a time skipped by the spring-forward gap, saying so', () => {
    expect(() => localToUtc('2021-03-14T02:30', 'America/New_York')).toThrow(/does not exist/);
  });

  it('takes the earlier instant of an ambiguous time and flags it', () => {
    const r = localToUtc('2021-11-07T01:30', 'America/New_York');
    expect(r.ambiguous).toBe(true);
    expect(r.offsetMinutes).toBe(-240);
    expect(r.utc.toISOString()).toBe('2021-11-07T05:30:00.000Z');
  });

  it('handles southern-hemisphere DST and zones without DST', () => {
    expect(localToUtc('2024-01-15T10:00', 'Australia/Sydney').utc.toISOString()).toBe(
      '2024-01-14T23:00:00.000Z',
    );
    expect(localToUtc('2024-07-15T10:00', 'UTC').utc.toISOString()).toBe('2024-07-15T10:00:00.000Z');
  });

  it('rejects unknown zones and malformed times', () => {
    expect(() => localToUtc('2024-07-15T10:00', 'Mars/Olympus')).toThrow(/time zone/);
    expect(() => localToUtc('not a date', 'UTC')).toThrow(/Invalid local time/);
  });
});
