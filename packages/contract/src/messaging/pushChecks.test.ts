import { describe, expect, it } from 'vitest';
import type { SendNotificationBody } from './messaging';
import { hasPushTarget, pushProblem } from './pushChecks';

const ready: SendNotificationBody = {
  notificationKey: 'astro_insights',
  notificationTitle: 'New moon',
  notificationBody: 'Your week ahead',
  activeUser: true,
};

describe('the push checks shared by the composer and the server', () => {
  it('passes a push with a key, both texts and a target', () => {
    expect(pushProblem(ready)).toBeUndefined();
  });

  it('names the first problem in the fixed order', () => {
    const cases: [Partial<SendNotificationBody>, string][] = [
      [{ notificationKey: '' }, 'Please select Notification Key'],
      [{ notificationKey: 'not_a_key' }, 'Please select Notification Key'],
      [{ notificationTitle: '  ' }, 'Please enter Notification Heading'],
      [{ notificationTitle: 'x'.repeat(201) }, 'Notification Heading can be at most 200 characters.'],
      [{ notificationBody: '' }, 'Please enter Notification Text'],
      [{ notificationBody: 'x'.repeat(201) }, 'Notification Text can be at most 200 characters.'],
      [{ toAgeValue: 30 }, 'Please enter From Age Value'],
      [{ fromAgeValue: 30 }, 'Please enter To Age Value'],
      [{ fromAgeValue: 10, toAgeValue: 15 }, 'Ages must be whole numbers from 18 to 100.'],
      [{ fromAgeValue: 40, toAgeValue: 30 }, 'From Age cannot be more than To Age.'],
      [{ activeUser: false, cities: ['  '] }, 'Please mark at least one field to send notification'],
    ];
    for (const [change, message] of cases) {
      expect(pushProblem({ ...ready, ...change }), JSON.stringify(change)).toBe(message);
    }
    // the key comes before the heading, the heading before the text
    expect(pushProblem({ notificationTitle: '', notificationBody: '' })).toBe(
      'Please select Notification Key',
    );
  });

  it('counts any group, id, place, gender, language or age as a target', () => {
    expect(hasPushTarget({})).toBe(false);
    for (const target of [
      { allUser: true },
      { dormantUser: true },
      { inCompleteUser: true },
      { userIds: ['3f2b8c1e-6a0d-4e8f-9b7a-1c2d3e4f5a6b'] },
      { countries: ['India'] },
      { gender: ['f'] },
      { language: 'pt_br' },
      { fromAgeValue: 20, toAgeValue: 30 },
    ]) {
      expect(hasPushTarget(target), JSON.stringify(target)).toBe(true);
    }
  });
});
