import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { EMPTY_SOURCE_TEXT, type SourceText } from '@orrery/contract';
import { renderScreen } from '../../../lib/testing/renderScreen';
import { SourcesTab } from './SourcesTab';

const stored: SourceText = {
  key: 't_a_sa_squ_su',
  ...EMPTY_SOURCE_TEXT,
  title: 'Saturn square Sun',
  summary: 'Tests.',
  version: 2,
  modifiedAt: '2026-01-01T00:00:00.000Z',
};

function renderTab(url = '/astro/current-trends?tab=sources') {
  const posts: unknown[] = [];
  const gets: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as SourceText;
        posts.push(body);
        return new Response(
          JSON.stringify({ valid: true, message: 'successfully saved.', data: { ...body, version: 3 } }),
        );
      }
      gets.push(address);
      if (address.includes('astro-source-text-keys'))
        return new Response(
          JSON.stringify({ valid: true, data: ['t_a_sa_squ_su', 't_a_sa_tri_mo', 't_h_ju_07'] }),
        );
      const key = decodeURIComponent(address.split('/').pop() ?? '');
      const data = key === stored.key ? stored : { key, ...EMPTY_SOURCE_TEXT, version: 0, modifiedAt: null };
      return new Response(JSON.stringify({ valid: true, data }));
    }),
  );
  const router = renderScreen(<SourcesTab />, '/astro/current-trends', url);
  return { posts, gets, router };
}

afterEach(() => vi.unstubAllGlobals());

const list = (title: string) => screen.getByRole('menu', { name: `${title} list` });

describe('the Source Texts tab', () => {
  it('walks the tree, counting the texts under each entry, and builds the key in the address', async () => {
    const { router } = renderTab();
    const main = list('Main');
    expect(await within(main).findByTitle('3 with a text')).toBeInTheDocument();
    fireEvent.click(within(main).getByText('Transit'));
    expect(within(list('Sub')).getByTitle('2 with a text')).toBeInTheDocument();
    fireEvent.click(within(list('Sub')).getByText('Aspects'));
    fireEvent.click(within(list('Items')).getByText('Sa'));
    fireEvent.click(within(list('Level 4')).getByText('Squ'));
    expect(screen.getByText('Choose down to the last level to edit its text.')).toBeInTheDocument();
    const leaf = within(list('Level 5')).getByText('Su').closest('li');
    expect(leaf && within(leaf).getByLabelText('has a text')).toBeInTheDocument();
    fireEvent.click(within(list('Level 5')).getByText('Su'));
    expect(router.state.location.search).toContain('key=t_a_sa_squ_su');
    expect(await screen.findByDisplayValue('Saturn square Sun')).toBeInTheDocument();
  });

  it('saves the record with its key and the loaded version', async () => {
    const { posts } = renderTab('/astro/current-trends?tab=sources&key=t_a_sa_squ_su');
    fireEvent.change(await screen.findByLabelText('Summary'), { target: { value: 'A new summary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('successfully saved.')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ key: 't_a_sa_squ_su', summary: 'A new summary', version: 2 });
  });

  it("checks a typed key: 'key is required.', 'last level is required.'; a valid one opens", async () => {
    const { gets } = renderTab();
    const field = screen.getByLabelText('Key');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('key is required.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 't_h_ju' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('last level is required.')).toBeInTheDocument();
    expect(gets.some((url) => url.includes('get-astro-source-texts'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'ecl_solar_05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('No text yet')).toBeInTheDocument();
  });
});
