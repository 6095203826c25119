import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { DrawerTable } from './DrawerTable';

interface Row {
  name: string;
}

const table = (query: Parameters<typeof DrawerTable<Row>>[0]['query']) =>
  render(
    <DrawerTable<Row>
      title="Visits"
      open
      onClose={() => undefined}
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      query={query}
      pageNo={1}
      onPage={() => undefined}
      rowKey={(row) => row.name}
    />,
  );

describe('DrawerTable', () => {
  it('a failed load shows the failure with its reason and Retry, never "No data available"', () => {
    const refetch = vi.fn();
    table({
      data: undefined,
      isFetching: false,
      isError: true,
      error: new ApiError(500, 'Something went wrong on our side.'),
      refetch,
    });
    expect(screen.getByText('The list could not be loaded.')).toBeVisible();
    expect(screen.getByText('Something went wrong on our side.')).toBeVisible();
    expect(screen.queryByText('No data available')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('an empty page says there is no data; rows show with their total', () => {
    const { unmount } = table({
      data: { rows: [], total: 0 },
      isFetching: false,
      isError: false,
      error: null,
      refetch: vi.fn(),
    });
    expect(screen.getByText('No data available')).toBeVisible();
    unmount();
    table({
      data: { rows: [{ name: 'Romeu' }], total: 41 },
      isFetching: false,
      isError: false,
      error: null,
      refetch: vi.fn(),
    });
    expect(screen.getByText('Romeu')).toBeVisible();
    expect(screen.getByText('Total 41')).toBeVisible();
  });
});
