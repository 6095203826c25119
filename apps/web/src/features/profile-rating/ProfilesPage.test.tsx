import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ProfileCard, ProfilesListAnswer } from '@orrery/contract';
import { configureApi } from '../../api/client';
import { ProfilesPage } from './ProfilesPage';

const card = (id: string, nickName: string, rating: ProfileCard['rating']): ProfileCard => ({
  _id: id,
  nickName,
  identifier: `${nickName.toLowerCase()}@example.com`,
  gender: 'f',
  dob: '1995-01-01',
  age: 30,
  genders: 'b',
  orientation: 'b',
  modifiedAt: '2024-06-01T12:00:00.000Z',
  createdAt: '2024-01-01T12:00:00.000Z',
  rating,
  adminComments: 'x'.repeat(140),
  profiles: [
    {
      type: 'profile',
      text: null,
      mediaItems: [
        {
          _id: 'p1',
          position: 1,
          filename: '/files/a.jpg',
          thumbnail: '/files/a-thumb.jpg',
          status: 'pending',
        },
      ],
    },
  ],
  isBlocked: false,
  isOnHold: false,
  photoStatuses: { p_1: 'pending' },
  userStatus: 'pending',
  preferences: [],
  userAppVersion: null,
  isOldVersion: true,
  version: 1,
});

const page: ProfilesListAnswer = {
  item: [card('a', 'Asha', null), card('b', 'Bela', 'face')],
  totalUser: 10,
  totalRatedUser: 4,
  pagination: { total: 10, current: 1, totalPages: 1, pageLimit: 100 },
};

let failPut = false;
let failList = false;
/** A broad name search: the server stopped counting at 10,000. */
let capped = false;
const cappedPage: ProfilesListAnswer = {
  ...page,
  totalUser: 10_000,
  totalUserCapped: true,
  totalRatedUser: 10_000,
  totalRatedUserCapped: true,
  pagination: { total: 10_000, totalCapped: true, current: 1, totalPages: 100, pageLimit: 100 },
};
/** A failing save answers only once released, so the optimistic state can be seen first. */
let release: () => void = () => {};
const errors: string[] = [];

async function answer(init?: RequestInit): Promise<Response> {
  if (init?.method !== 'PUT' && failList)
    return new Response(JSON.stringify({ valid: false, message: 'Dates cannot be in the future.' }), {
      status: 400,
    });
  if (init?.method !== 'PUT')
    return new Response(JSON.stringify(capped ? cappedPage : page), { status: 200 });
  if (failPut) {
    await new Promise<void>((resolve) => (release = resolve));
    return new Response(JSON.stringify({ valid: false, message: 'Member not found' }), { status: 404 });
  }
  const { rating } = JSON.parse(String(init.body)) as { rating: string | null };
  return new Response(JSON.stringify({ valid: true, message: 'Rating saved', rating }), { status: 200 });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const counter = () => screen.getByTestId('rated-counter').textContent;
const cardOf = (name: string) => screen.getByText(name).closest('article') as HTMLElement;

describe('ProfilesPage', () => {
  beforeEach(() => {
    failPut = false;
    failList = false;
    capped = false;
    errors.length = 0;
    localStorage.clear();
    configureApi({ onError: (text) => errors.push(text) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => answer(init)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cards with six photo places, the facts, comments cut at 130 and the counter', async () => {
    renderPage();
    expect(await screen.findByText('Asha')).toBeTruthy();
    expect(counter()).toBe('Rated 4 / 10');
    const asha = cardOf('Asha');
    expect(within(asha).getAllByRole('img')).toHaveLength(1);
    expect(within(asha).getAllByTestId('photo-placeholder')).toHaveLength(5);
    // the first screenful of cards loads its photos at once, the rest lazily
    expect(within(asha).getByRole('img').getAttribute('loading')).toBe('eager');
    expect(within(asha).getByText('Both')).toBeTruthy();
    expect(within(asha).getByText('Bi-sexual')).toBeTruthy();
    expect(within(asha).getByText(`${'x'.repeat(129)}…`)).toBeTruthy();
    expect(within(asha).getAllByRole('radio')).toHaveLength(13);
  });

  it('moves the counter by its rule as ratings are chosen and cleared', async () => {
    renderPage();
    await screen.findByText('Asha');
    const rated = (text: string) => waitFor(() => expect(counter()).toBe(text));
    const radio = (name: string, value: string) =>
      within(cardOf(name)).getByRole<HTMLInputElement>('radio', { name: value });
    fireEvent.click(radio('Asha', 'Celeb'));
    await rated('Rated 5 / 10');
    fireEvent.click(radio('Bela', 'Vulgar'));
    await waitFor(() => expect(radio('Bela', 'Vulgar').checked).toBe(true));
    expect(counter()).toBe('Rated 5 / 10');
    fireEvent.click(within(cardOf('Bela')).getByRole('button', { name: 'Clear rating' }));
    await rated('Rated 4 / 10');
    // clicking the chosen radio again does nothing: only Clear rating clears
    fireEvent.click(radio('Asha', 'Celeb'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(radio('Asha', 'Celeb').checked).toBe(true);
    expect(counter()).toBe('Rated 4 / 10');
    const puts = () => vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts().map(([url, init]) => [url, init?.body])).toEqual([
      ['/api/user/update-profile/a', JSON.stringify({ rating: 'celeb' })],
      ['/api/user/update-profile/b', JSON.stringify({ rating: 'vulgar' })],
      ['/api/user/update-profile/b', JSON.stringify({ rating: null })],
    ]);
  });

  it('puts the card back and shows the server message when the save fails', async () => {
    failPut = true;
    renderPage();
    await screen.findByText('Asha');
    const radio = within(cardOf('Asha')).getByRole<HTMLInputElement>('radio', { name: 'Age' });
    fireEvent.click(radio);
    await waitFor(() => expect(counter()).toBe('Rated 5 / 10'));
    expect(radio.checked).toBe(true);
    release();
    await waitFor(() => expect(counter()).toBe('Rated 4 / 10'));
    expect(radio.checked).toBe(false);
    expect(errors).toEqual(['Member not found']);
  });

  it('shows counts the server stopped at 10,000 as "10,000+", and a rating leaves them so', async () => {
    capped = true;
    renderPage();
    await screen.findByText('Asha');
    expect(counter()).toBe('Rated 10,000+ / 10,000+');
    expect(screen.getByText('Total 10,000+')).toBeTruthy();
    fireEvent.click(within(cardOf('Asha')).getByRole('radio', { name: 'Celeb' }));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    expect(counter()).toBe('Rated 10,000+ / 10,000+');
  });

  it('shows a failed list call in place of the grid, without a toast', async () => {
    failList = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await screen.findByText('Dates cannot be in the future.')).toBeTruthy();
    expect(errors).toEqual([]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
