import { describe, expect, it } from 'vitest';
import { profileReviewMessages as messages, type ProfileCard } from '@orrery/contract';
import { draftOf, holdOffered, reviewProblem, toUpdateBody } from './reviewRules';
import { actionOfKey } from './useReviewKeys';

const card = {
  _id: 'm1',
  profiles: [
    {
      type: 'profile',
      text: null,
      mediaItems: [
        { _id: 'a', position: 1, filename: '/1.jpg', thumbnail: null, status: 'pending' },
        { _id: 'b', position: 3, filename: '/3.jpg', thumbnail: null, status: 'approved' },
      ],
    },
  ],
  isBlocked: false,
  isOnHold: false,
  adminComments: null,
  userStatus: 'pending',
  isOldVersion: true,
  version: 4,
} as unknown as ProfileCard;

describe('review rules', () => {
  it('refuses in the fixed order', () => {
    const draft = draftOf(card);
    expect(reviewProblem(draft)).toBe(messages.imagesPending);
    expect(reviewProblem({ ...draft, isBlock: true })).toBe(messages.blockNeedsComments);
    expect(reviewProblem({ ...draft, isBlock: true, comments: 'fake' })).toBeNull();
    expect(reviewProblem({ ...draft, isOnHold: true, comments: ' ' })).toBe(messages.holdNeedsComments);
    expect(reviewProblem({ ...draft, decisions: { 1: 'rejected', 3: 'approved' } })).toBeNull();
  });

  it('sends p_<position> keys and the version seen', () => {
    expect(
      toUpdateBody(card, { ...draftOf(card), decisions: { 1: 'rejected', 3: 'approved' }, comments: ' ok ' }),
    ).toEqual({
      userId: 'm1',
      isBlock: false,
      isOnHold: false,
      adminComments: 'ok',
      statusUpdates: { p_1: 'rejected', p_3: 'approved' },
      version: 4,
    });
  });

  it('offers OnHold only outside blocked and limited, on old versions', () => {
    expect(holdOffered(card)).toBe(true);
    expect(holdOffered({ ...card, userStatus: 'limited' })).toBe(false);
    expect(holdOffered({ ...card, isOldVersion: false })).toBe(false);
  });
});

describe('review keys', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) =>
    actionOfKey({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, target, ...extra });
  it('maps the legend', () => {
    expect(key('ArrowLeft')).toBe('left');
    expect(key('a')).toBe('approve');
    expect(key('R', { shiftKey: true })).toBe('rejectAll');
    expect(key('Enter')).toBe('submit');
    expect(key('n')).toBe('next');
  });
  it('ignores typing, except Ctrl+Enter', () => {
    const area = document.createElement('textarea');
    expect(key('a', {}, area)).toBeNull();
    expect(key('Enter', {}, area)).toBeNull();
    expect(key('Enter', { ctrlKey: true }, area)).toBe('submit');
  });
});
