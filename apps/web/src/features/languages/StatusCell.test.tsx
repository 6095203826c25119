import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TranslationRow } from '@orrery/contract';
import { renderScreen } from '../../lib/testing/renderScreen';
import { StatusCell } from './StatusCell';

const row = (translateString: string, status: TranslationRow['status']): TranslationRow => ({
  _id: 'c1',
  category: 'chat',
  key: 'chat_title',
  base: 'Chat',
  type: 'static',
  useFor: 'mobile',
  functionName: null,
  publish: true,
  translate: [],
  translateString,
  status,
  version: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('StatusCell: the status rule', () => {
  it('shows a tag, no switch, for a text over 50 characters (green Published, red otherwise)', () => {
    renderScreen(<StatusCell row={row('x'.repeat(51), 'Published')} languageId="pt" english={false} />);
    expect(screen.getByText('Published').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows a red unPublish tag, no switch, for an empty text', () => {
    renderScreen(<StatusCell row={row('', 'unPublish')} languageId="pt" english={false} />);
    expect(screen.getByText('unPublish').closest('.ant-tag')).toHaveClass('ant-tag-red');
  });

  it('switches a text of 50 characters through update-Content-publish', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        valid: true,
        message: 'Language content updated successfully',
        item: row('y', 'unPublish'),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<StatusCell row={row('y'.repeat(50), 'Published')} languageId="pt" english={false} />);
    const toggle = screen.getByRole('switch', { name: 'Published chat_title' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/languages/update-Content-publish/c1/pt');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ isPublished: false });
    expect(await screen.findByText('Language content updated successfully')).toBeInTheDocument();
  });
});
