import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@orrery/db';
import { loadProfileCards } from './profileCards';
import { useFreshDatabase } from '../../../test/database';
import { insertMember } from '../../../test/members';

const handle = useFreshDatabase();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const { db } = handle;
  ids.old = await insertMember(db, {
    nickName: 'Olga',
    gender: 'f',
    dob: '2000-01-01',
    wantsToMeet: 'm',
    orientation: 's',
    rating: 'face',
    adminComments: 'Looks fine',
    bio: 'Hello there',
    userStatus: 'approved',
    appVersion: '1.2.0',
    appVersionCode: 10200,
    preferences: [{ type: 'app', key: 'app_version', value: '1.2.0' }],
  });
  ids.current = await insertMember(db, { nickName: 'Nina', appVersion: '1.2.1', appVersionCode: 10201 });
  ids.none = await insertMember(db, { nickName: 'Zed' });
  // photos inserted out of order, one beyond the old member's first three
  await db.insert(schema.memberPhotos).values([
    {
      memberId: ids.old,
      position: 3,
      url: '/files/p3.jpg',
      thumbUrl: '/files/p3-thumb.jpg',
      status: 'rejected',
    },
    {
      memberId: ids.old,
      position: 1,
      url: '/files/p1.jpg',
      thumbUrl: '/files/p1-thumb.jpg',
      status: 'approved',
    },
    { memberId: ids.old, position: 2, url: '/files/p2.jpg', thumbUrl: null },
    { memberId: ids.current, position: 1, url: '/files/n1.jpg', thumbUrl: '/files/n1-thumb.jpg' },
  ]);
});

describe('loadProfileCards', () => {
  it('answers nothing for no ids', async () => {
    expect(await loadProfileCards(handle.db, [])).toEqual([]);
  });

  it('keeps the given order and skips unknown ids', async () => {
    const cards = await loadProfileCards(handle.db, [
      ids.none!,
      '00000000-0000-4000-8000-000000000000',
      ids.old!,
      ids.current!,
    ]);
    expect(cards.map((c) => c.nickName)).toEqual(['Zed', 'Olga', 'Nina']);
  });

  it('maps the member and their photos by position', async () => {
    const [card] = await loadProfileCards(handle.db, [ids.old!]);
    expect(card).toMatchObject({
      _id: ids.old,
      nickName: 'Olga',
      gender: 'f',
      dob: '2000-01-01',
      genders: 'm',
      orientation: 's',
      rating: 'face',
      adminComments: 'Looks fine',
      isBlocked: false,
      isOnHold: false,
      userStatus: 'approved',
      userAppVersion: '1.2.0',
      isOldVersion: true,
      version: 1,
      photoStatuses: { p_1: 'approved', p_2: 'pending', p_3: 'rejected' },
      preferences: [{ key: 'app_version', value: '1.2.0' }],
    });
    expect(card!.age).toBeGreaterThanOrEqual(25);
    expect(card!.profiles).toHaveLength(1);
    expect(card!.profiles[0]!.text).toBe('Hello there');
    expect(card!.profiles[0]!.mediaItems).toEqual([
      expect.objectContaining({
        position: 1,
        filename: '/files/p1.jpg',
        thumbnail: '/files/p1-thumb.jpg',
        status: 'approved',
      }),
      expect.objectContaining({ position: 2, filename: '/files/p2.jpg', thumbnail: null, status: 'pending' }),
      expect.objectContaining({ position: 3, filename: '/files/p3.jpg', status: 'rejected' }),
    ]);
  });

  it('flags versions below 1.2.1 or unknown as old', async () => {
    const cards = await loadProfileCards(handle.db, [ids.current!, ids.none!]);
    expect(cards.map((c) => [c.nickName, c.isOldVersion, c.rating, c.age === null])).toEqual([
      ['Nina', false, null, false],
      ['Zed', true, null, false],
    ]);
    expect(cards[1]!.profiles[0]!.mediaItems).toEqual([]);
    expect(cards[1]!.photoStatuses).toEqual({});
  });
});
