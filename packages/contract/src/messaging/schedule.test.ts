import { describe, expect, it } from 'vitest';
import { localInstant, scheduleOf } from './scheduleTimes';
import { scheduleLabel, scheduleMessages as m } from './scheduling';

const now = new Date('2026-12-06T10:00:00Z');

describe('scheduleOf', () => {
  it('sends now without a time', () => {
    expect(scheduleOf({}, 'Europe/Paris', now)).toEqual({ schedule: null });
    expect(scheduleOf({ sendMode: 'now', sendAt: 'nonsense' }, 'Europe/Paris', now)).toEqual({
      schedule: null,
    });
  });

  it('reads a date and time in the company zone', () => {
    const at = scheduleOf({ sendMode: 'at', sendAt: '2026-12-24T09:00' }, 'Europe/Paris', now);
    expect(at).toEqual({
      schedule: {
        mode: 'at',
        sendAt: '2026-12-24T09:00',
        timeZone: 'Europe/Paris',
        firstRun: new Date('2026-12-24T08:00:00Z'),
      },
    });
  });

  it('starts a local-time send when UTC+14 reaches the time', () => {
    const local = scheduleOf({ sendMode: 'local', sendAt: '2026-12-07T09:00' }, 'Europe/Paris', now);
    expect(local).toEqual({
      schedule: {
        mode: 'local',
        sendAt: '2026-12-07T09:00',
        timeZone: 'Europe/Paris',
        firstRun: new Date('2026-12-06T19:00:00Z'),
      },
    });
  });

  it('names the problem of a missing, malformed, past or too distant time', () => {
    const problem = (sendMode: 'at' | 'local', sendAt: string | null) =>
      'problem' in scheduleOf({ sendMode, sendAt }, 'Europe/Paris', now)
        ? (scheduleOf({ sendMode, sendAt }, 'Europe/Paris', now) as { problem: string }).problem
        : null;
    expect(problem('at', null)).toBe(m.sendAtRequired);
    expect(problem('at', '24/12/2026 09:00')).toBe(m.sendAtInvalid);
    expect(problem('at', '2026-02-30T09:00')).toBe(m.sendAtInvalid);
    expect(problem('at', '2026-12-06T11:00')).toBe(m.sendAtPast); // 10:00 UTC in Paris
    expect(problem('at', '2026-12-06T11:01')).toBeNull();
    // 23:00 today came in UTC+14 at 09:00 UTC
    expect(problem('local', '2026-12-06T23:00')).toBe(m.localPassed);
    expect(problem('at', '2028-01-01T09:00')).toBe(m.tooFar);
  });
});

describe('localInstant', () => {
  it("is the wall time in the member's zone, or the company's when it is unknown", () => {
    expect(localInstant('2026-12-24T09:00', 'America/Sao_Paulo', 'Europe/Paris')).toEqual(
      new Date('2026-12-24T12:00:00Z'),
    );
    expect(localInstant('2026-12-24T09:00', null, 'Europe/Paris')).toEqual(new Date('2026-12-24T08:00:00Z'));
    expect(localInstant('2026-12-24T09:00', 'Not/AZone', 'Europe/Paris')).toEqual(
      new Date('2026-12-24T08:00:00Z'),
    );
  });
});

describe('scheduleLabel', () => {
  it('says when and in which zone', () => {
    expect(scheduleLabel({ sendMode: 'at', sendAt: '2026-12-24T09:00', timeZone: 'Europe/Paris' })).toBe(
      '24 Dec 2026, 09:00 (Europe/Paris)',
    );
    expect(scheduleLabel({ sendMode: 'local', sendAt: '2026-12-24T09:00', timeZone: 'UTC' })).toBe(
      '24 Dec 2026, 09:00 in each member’s own zone',
    );
    expect(scheduleLabel({ sendMode: 'now', sendAt: null, timeZone: null })).toBe('Now');
  });
});
