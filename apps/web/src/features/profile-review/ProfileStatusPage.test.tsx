import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProfileCard, ProfilesStatusListAnswer } from '@orrery/contract';
import { json, stubFetch } from '../../lib/testing/queryHooks';
import { renderScreen } from '../../lib/testing/renderScreen';
import { ProfileStatusPage } from './ProfileStatusPage';

const longIntro = `${'Stars and long walks. '.repeat(8)}The end.`;

const card = (id: string, patch: Partial<ProfileCard> = {}): ProfileCard => ({
  _id: id,
  nickName: `Member ${id}`,
  identifier: `${id}@example.com`,
  gender: 'f',
  dob: '1995-01-01',
  age: 31,
  genders: 'm',
  orientation: 's',
  modifiedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  rating: null,
  adminComments: null,
  profiles: [
    {
      type: 'profile',
      text: longIntro,
      mediaItems: [
        { _id: `${id}-1`, position: 1, filename: '/files/1.jpg', thumbnail: null, status: 'rejected' },
        { _id: `${id}-2`, position: 2, filename: '/files/2.jpg', thumbnail: null, status: 'approved' },
      ],
    },
  ],
  isBlocked: false,
  isOnHold: false,
  photoStatuses: { p_1: 'rejected', p_2: 'approved' },
  userStatus: 'pending',
  preferences: [],
  userAppVersion: '1.2.0',
  isOldVersion: true,
  version: 1,
  ...patch,
});

let answer: ProfilesStatusListAnswer;
/** The page as the server answers it, once loaded (at any address: a review link it follows keeps it drawn). */
async function renderPage() {
  stubFetch(() => json(answer));
  renderScreen(<ProfileStatusPage />, '*', '/profile-status');
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
}

beforeEach(() => {
  localStorage.clear();
  answer = {
    items: [card('a'), card('b', { isOldVersion: false, userAppVersion: '1.3.0' })],
    pendingTotalCount: 42,
    reverifyOneTotalCount: 3,
    reverifyTwoTotalCount: 0,
    pagination: { total: 2, current: 1, totalPages: 1, pageLimit: 20 },
  };
});

afterEach(() => vi.unstubAllGlobals());

describe('ProfileStatusPage', () => {
  it('shows the tabs in their fixed order with the queue counts, Pending active', async () => {
    await renderPage();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Old_approved',
      'Approved',
      'Pending42',
      'Reverify_13',
      'Reverify_20',
      'Limited',
      'Blocked',
      'Onhold',
    ]);
    expect(screen.getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('cuts the introduction at 150 and opens it whole in the 600 px User Introduction modal', async () => {
    await renderPage();
    const first = screen.getAllByTestId('status-card')[0]!;
    expect(within(first).getByText(/Stars and long walks/).textContent).toContain('…');
    fireEvent.click(within(first).getByRole('button', { name: 'more' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('User Introduction')).toBeTruthy();
    expect(within(dialog).getByText(longIntro)).toBeTruthy();
    const modal =
      dialog.closest<HTMLElement>('.ant-modal') ?? dialog.querySelector<HTMLElement>('.ant-modal');
    expect(modal?.style.width).toBe('600px');
  });

  it('marks the first approved photo Profile, ribbons old versions, links to the review', async () => {
    await renderPage();
    const [a, b] = screen.getAllByTestId('status-card');
    expect(within(a!).getByTestId('profile-mark')).toBeTruthy();
    expect(within(a!).getByRole('link', { name: 'Member a' })).toHaveAttribute('href', '/profile-status/a');
    expect(screen.getAllByText('Old version')).toHaveLength(1);
    expect(within(b!).getByText(/App 1\.3\.0/)).toBeTruthy();
    // the click that opens a review remembers the page for its "next profile"
    expect(localStorage.getItem('profileStatusIds')).toBeNull();
    fireEvent.click(within(a!).getByRole('link', { name: 'Member a' }));
    expect(JSON.parse(localStorage.getItem('profileStatusIds') ?? '[]')).toEqual(['a', 'b']);
  });

  it('opens a photo in the viewer', async () => {
    await renderPage();
    fireEvent.click(screen.getAllByRole('button', { name: 'Photo 2: approved' })[0]!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Photo 2 — Member a')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Member a, photo 2' })).toHaveAttribute(
      'src',
      '/files/2.jpg',
    );
  });

  it('says No data available when the tab is empty', async () => {
    answer = { ...answer, items: [], pagination: { total: 0, current: 1, totalPages: 0, pageLimit: 20 } };
    await renderPage();
    expect(screen.getByText('No data available')).toBeTruthy();
  });
});

describe('ProfileStatusPage, a short introduction', () => {
  it('opens any introduction, however short, in the User Introduction modal', async () => {
    const shortIntro = 'Stars and long walks.';
    answer = {
      ...answer,
      items: [card('s', { profiles: [{ ...card('s').profiles[0]!, text: shortIntro }] })],
    };
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: shortIntro }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('User Introduction')).toBeTruthy();
    expect(within(dialog).getByText(shortIntro)).toBeTruthy();
  });
});
