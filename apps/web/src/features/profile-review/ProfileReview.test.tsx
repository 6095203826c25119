import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ProfileCard } from '@orrery/contract';
import { ProfileReview } from './ProfileReview';

const card = {
  _id: 'm1',
  nickName: 'Member m1',
  profiles: [
    {
      type: 'profile',
      text: null,
      mediaItems: [
        { _id: 'a', position: 1, filename: '/1.jpg', thumbnail: null, status: 'rejected' },
        { _id: 'b', position: 2, filename: '/2.jpg', thumbnail: null, status: 'approved' },
      ],
    },
  ],
  isBlocked: false,
  isOnHold: false,
  adminComments: null,
  userStatus: 'pending',
  isOldVersion: false,
  version: 1,
} as unknown as ProfileCard;

vi.mock('./api', () => ({
  useReviewCard: () => ({ isPending: false, data: { valid: true, data: card }, refetch: () => {} }),
  useSubmitReview: () => ({ mutate: vi.fn(), isPending: false }),
}));

const renderReview = () =>
  render(
    <App>
      <MemoryRouter initialEntries={['/profile-status/m1']}>
        <Routes>
          <Route path="/profile-status/:id" element={<ProfileReview />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );

const statuses = () => screen.getAllByRole('option').map((o) => o.getAttribute('data-status'));

describe('ProfileReview', () => {
  it('Block rejects every photo; turning it off brings back the choices made before', () => {
    renderReview();
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' })[0]!);
    expect(statuses()).toEqual(['approved', 'approved']);
    const block = screen.getByRole('switch', { name: 'Block' });
    fireEvent.click(block);
    expect(statuses()).toEqual(['rejected', 'rejected']);
    expect(screen.queryByTestId('profile-mark')).toBeNull();
    fireEvent.click(block);
    expect(statuses()).toEqual(['approved', 'approved']);
    expect(screen.getByTestId('profile-mark')).toBeTruthy();
  });
});
