import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../lib/testing/renderScreen';
import { SynastryPage } from './SynastryPage';
import { SELECTED_SET_KEY } from './selection';
import { set } from './testSets';

const sets = [set('a', 'First'), set('b', 'Second', 'someone else')];

function renderPage(userType = 'admin') {
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'me', nickName: 'Me', identifier: 'me@x', user_type: userType, roles: [userType] }),
  );
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const id = /setting\/protocol\/(\w+)$/.exec(url)?.[1];
    const body = url.includes('protocols/list')
      ? { valid: true, items: sets }
      : { valid: true, message: 'OK', item: sets.find((s) => s._id === id) };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderScreen(<SynastryPage />, '/astro/synastry');
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const visibleCount = (n: number) => screen.findByText(`${n} visible rules`);

describe('the Synastry page', () => {
  it('shows the last set of the list, read-only when another admin owns it', async () => {
    renderPage();
    expect(await screen.findByTitle('Second')).toBeInTheDocument();
    await visibleCount(3);
    expect(screen.getByRole('button', { name: /Save to Rule\/Score set/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Rule/Score set' })).toBeDisabled();
  });

  it('shows the set last selected, and lets its owner edit it', async () => {
    localStorage.setItem(SELECTED_SET_KEY, 'a');
    renderPage();
    expect(await screen.findByTitle('First')).toBeInTheDocument();
    await visibleCount(3);
    expect(screen.getByRole('button', { name: /Save to Rule\/Score set/ })).toBeEnabled();
  });

  it('hides and shows rules as planets and orbs change', async () => {
    localStorage.setItem(SELECTED_SET_KEY, 'a');
    renderPage();
    await visibleCount(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'mo' }));
    await visibleCount(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'mo' }));
    await visibleCount(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Conjunction enabled' }));
    fireEvent.change(screen.getByLabelText('Conjunction orb'), { target: { value: '5' } });
    await visibleCount(4);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trine enabled' }));
    await visibleCount(1);
    expect(screen.getByLabelText('Trine orb')).toHaveValue('');
  });

  it('gives an orb ticked again its value back; a ticked orb without one is invalid and not saved', async () => {
    localStorage.setItem(SELECTED_SET_KEY, 'a');
    const fetchMock = renderPage();
    await visibleCount(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trine enabled' }));
    await waitFor(() => expect(screen.getByLabelText('Trine orb')).toHaveValue(''));
    expect(screen.queryByText(/visible rules/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trine enabled' }));
    expect(screen.getByLabelText('Trine orb')).toHaveValue('8.0');
    await visibleCount(3);
    // Sextile never had a value: ticked, it asks for one, and Save sends nothing
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sextile enabled' }));
    expect(screen.getByLabelText('Sextile orb').closest('.ant-input-number')).toHaveClass(
      'ant-input-number-status-error',
    );
    fireEvent.click(screen.getByRole('button', { name: /Save to Rule\/Score set/ }));
    expect(
      await screen.findByText('The Sextile orb is ticked but has no value: enter its degrees, or untick it.'),
    ).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
    );
    expect(puts).toHaveLength(0);
  });

  it('keeps the first category row at 4 and puts a value above 4 back to 4', async () => {
    localStorage.setItem(SELECTED_SET_KEY, 'a');
    renderPage();
    await visibleCount(3);
    expect(screen.getByLabelText('Very high Communication')).toBeDisabled();
    const high = screen.getByLabelText('High Connection');
    fireEvent.change(high, { target: { value: '7' } });
    fireEvent.blur(high);
    await waitFor(() => expect(high).toHaveValue('4.00'));
    const row = high.closest('tr') as HTMLElement;
    expect(within(row).getAllByText('100%')).toHaveLength(1);
  });
});
