import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { pushMessages as m } from '@orrery/contract';
import { json, stubFetch } from '../../../lib/testing/queryHooks';
import { LocationSelect } from './LocationSelect';

afterEach(() => vi.unstubAllGlobals());

const type = (text: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Cities' }), { target: { value: text } });

describe('the push composer’s place search', () => {
  it('asks for 3 letters before searching, then lists what it finds or says none was found', async () => {
    stubFetch((_url, init) => {
      const { search } = JSON.parse(String(init.body)) as { search: string };
      return json({ valid: true, data: search === 'Lis' ? ['Lisbon'] : [] });
    });
    render(<LocationSelect searchBy="city" label="Cities" empty={m.noCities} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Cities' }));
    type('Li');
    expect(await screen.findByText('Type at least 3 letters')).toBeInTheDocument();
    expect(screen.queryByText(m.noCities)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    type('Lis');
    expect((await screen.findAllByText('Lisbon')).length).toBeGreaterThan(0);
    type('Lisx');
    expect(await screen.findByText(m.noCities)).toBeInTheDocument();
  });

  it('says that the search failed, never that no place was found', async () => {
    stubFetch(() => json({ valid: false, message: 'Server error' }, 500));
    render(<LocationSelect searchBy="city" label="Cities" empty={m.noCities} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Cities' }));
    type('Porto');
    expect(await screen.findByText(m.placesFailed)).toBeInTheDocument();
    expect(screen.queryByText(m.noCities)).toBeNull();
  });
});
