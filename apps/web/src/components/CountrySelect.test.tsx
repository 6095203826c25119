import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { CountrySelect } from './CountrySelect';
import { ALL_COUNTRIES, countryGroups, registrationTopPicks } from './countryOptions';

const countries = [
  { name: 'Argentina', code: 'AR' },
  { name: 'Austria', code: 'AT' },
  { name: 'Belgium', code: 'BE' },
  { name: 'Brazil', code: 'BR' },
  { name: 'India', code: 'IN' },
  { name: 'Iceland', code: 'IS' },
  { name: 'Åland Islands', code: 'AX' },
];

describe('countryGroups', () => {
  it('puts the top picks first, then one group per first letter, without repeating a top pick', () => {
    const groups = countryGroups(countries, registrationTopPicks);
    expect(groups.map((g) => g.label)).toEqual(['Top Picks', 'A', 'B', 'I']);
    expect(groups[0]?.options).toEqual([
      { value: ALL_COUNTRIES, label: 'All' },
      { value: 'IN', label: 'India' },
      { value: 'BR', label: 'Brazil' },
    ]);
    expect(groups[1]?.options.map((o) => o.value)).toEqual(['AR', 'AT', 'AX']);
    expect(groups[2]?.options.map((o) => o.value)).toEqual(['BE']);
    expect(groups[3]?.options.map((o) => o.value)).toEqual(['IS']);
  });

  it('takes other top picks (the analytics screens)', () => {
    const picks = [
      { value: ALL_COUNTRIES, label: 'All Countries' },
      { value: 'IN', label: 'India' },
      { value: 'BR', label: 'Brazil' },
      { value: 'unspecified', label: 'Unspecified' },
    ];
    expect(countryGroups(countries, picks)[0]?.options.map((o) => o.label)).toEqual([
      'All Countries',
      'India',
      'Brazil',
      'Unspecified',
    ]);
  });
});

function Harness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CountrySelect
      value={value}
      topPicks={registrationTopPicks}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderSelect(initial: string, onChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('CountrySelect', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: countries }), { status: 200 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows All, offers the top picks and the letter groups, and picks a country', async () => {
    const onChange = renderSelect(ALL_COUNTRIES);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getByTitle('All')).toBeInTheDocument();
    fireEvent.mouseDown(combobox);
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(document.querySelector('.ant-select-item-group')).not.toBeNull());
    const popup = list.closest('.ant-select-dropdown') as HTMLElement;
    expect(within(popup).getByText('Top Picks')).toBeInTheDocument();
    fireEvent.click(within(popup).getByTitle('Brazil'));
    expect(onChange).toHaveBeenLastCalledWith('BR');
  });

  it('shows the code beside every country, the top picks included', async () => {
    renderSelect(ALL_COUNTRIES);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    const popup = (await screen.findByRole('listbox')).closest('.ant-select-dropdown') as HTMLElement;
    await waitFor(() => expect(within(popup).getByTitle('Belgium')).toHaveTextContent('BE'));
    expect(within(popup).getByTitle('India')).toHaveTextContent('IN');
    expect(within(popup).getByTitle('Brazil')).toHaveTextContent('BR');
    expect(within(popup).getByTitle('All')).toHaveTextContent(/^All$/);
  });

  it('searches by name', async () => {
    const onChange = renderSelect(ALL_COUNTRIES);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.mouseDown(combobox);
    fireEvent.change(combobox, { target: { value: 'belg' } });
    const popup = (await screen.findByRole('listbox')).closest('.ant-select-dropdown') as HTMLElement;
    await waitFor(() => expect(within(popup).getByTitle('Belgium')).toBeInTheDocument());
    expect(within(popup).queryByTitle('Austria')).toBeNull();
    fireEvent.click(within(popup).getByTitle('Belgium'));
    expect(onChange).toHaveBeenLastCalledWith('BE');
  });

  it('clears back to All', async () => {
    const onChange = renderSelect('IN');
    await waitFor(() => expect(screen.getByTitle('India')).toBeInTheDocument());
    const clear = document.querySelector('.ant-select-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear as Element);
    fireEvent.click(clear as Element);
    expect(onChange).toHaveBeenLastCalledWith(ALL_COUNTRIES);
    await waitFor(() => expect(screen.getByTitle('All')).toBeInTheDocument());
  });
});
