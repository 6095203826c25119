import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeletionText } from '@orrery/contract';
import { toCsv } from '../../components/analytics/csv';
import { renderScreen } from '../../lib/testing/renderScreen';
import { json, stubFetch } from '../../lib/testing/queryHooks';
import { ReasonListPage } from './ReasonListPage';
import { deletionCsvRows, loadAllDeletionTexts } from './deletionTextsCsv';

afterEach(() => vi.unstubAllGlobals());

const ANA = '0b6c2f9e-1111-4c6e-9a57-5f0a3c1d2e01';
const GONE = '0b6c2f9e-2222-4c6e-9a57-5f0a3c1d2e02';
const texts: DeletionText[] = [
  {
    user: ANA,
    nickName: 'Ana',
    usersComment: '=HYPERLINK("http://x")',
    userSuggestion: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    user: GONE,
    nickName: null,
    usersComment: 'Moved away',
    userSuggestion: null,
    createdAt: '2026-11-19T08:30:00.000Z',
  },
];
const page = (rows: DeletionText[], total: number) =>
  json({ valid: true, data: rows, pagination: { totalCount: total, pageNo: 1, totalPages: 1 } });

describe('the deletion reason list', () => {
  it('names each member by nickname, linking to the member; a purged member says so; no id is shown', async () => {
    stubFetch(() => page(texts, 2));
    renderScreen(<ReasonListPage />, '/reason-list');
    const link = await screen.findByRole('link', { name: 'Ana' });
    expect(link.getAttribute('href')).toBe(`/deleted/${ANA}`);
    const purged = screen.getByText('Purged member').closest('tr');
    expect(purged && within(purged).queryByRole('link')).toBeNull();
    expect(screen.queryByText(ANA)).toBeNull();
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeEnabled();
  });

  it('its CSV holds every text under the filters, page after page, formulas defused', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({
      ...texts[1]!,
      user: `id-${i}`,
      nickName: `M${i}`,
    }));
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      const pageNo = Number(new URL(url, 'http://x').searchParams.get('pageNo'));
      return page(pageNo === 1 ? [texts[0]!, ...many.slice(0, 99)] : many.slice(99), 131);
    });
    const rows = await loadAllDeletionTexts({ forTime: 'custom', otherReasonDrawer: true });
    expect(asked).toHaveLength(2);
    expect(asked.every((url) => url.includes('pageLimit=100'))).toBe(true);
    const csv = Papa.parse<string[]>(toCsv(deletionCsvRows('other', rows))).data;
    expect(csv[0]).toEqual(['Member', 'Member ID', 'Reason', 'Date (UTC)']);
    expect(csv[1]).toEqual(['Ana', ANA, `'=HYPERLINK("http://x")`, '20-Nov-2026 10:00']);
    expect(csv).toHaveLength(1 + 131);
    expect(csv.at(-1)).toEqual(['M129', 'id-129', 'Moved away', '19-Nov-2026 08:30']);
  });
});
