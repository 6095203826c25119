import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ColumnType } from 'antd/es/table';
import { FittingTable } from './FittingTable';

interface Row {
  _id: string;
  title: string;
  place: { city: string };
  reached: number;
}

const rows: Row[] = [{ _id: 'a', title: 'Venus enters Libra', place: { city: 'Lisbon' }, reached: 1250 }];
const columns: ColumnType<Row>[] = [
  { title: 'Title', dataIndex: 'title', key: 'title', minWidth: 200 },
  {
    title: 'Reached',
    key: 'reach',
    className: 'col-reach',
    minWidth: 150,
    render: (_, row) => <span className="reach-counts">{row.reached.toLocaleString('en-US')}</span>,
  },
  { title: 'City', dataIndex: ['place', 'city'], key: 'city', minWidth: 150 },
];

/** The table's box as wide as `width` (jsdom lays nothing out: 0 unless told). */
function laidOut(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 0,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: 0,
    toJSON: () => ({}),
  });
}

afterEach(() => vi.restoreAllMocks());

describe('FittingTable', () => {
  it('shows every column, with no expand buttons, when they fit', () => {
    laidOut(600);
    render(<FittingTable rowKey="_id" columns={columns} dataSource={rows} pagination={false} />);
    for (const title of ['Title', 'Reached', 'City'])
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expand row' })).toBeNull();
  });

  it("moves the last columns that do not fit into the row's detail, drawn as their cells", () => {
    // 200 + 150 + the expand column fit in 400; City does not
    laidOut(400);
    const { container } = render(
      <FittingTable rowKey="_id" columns={columns} dataSource={rows} pagination={false} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Reached' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    expect(container.querySelector('td.col-reach .reach-counts')).toHaveTextContent('1,250');
    expect(screen.queryByText('Lisbon')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Expand row' }));
    const detail = container.querySelector('.row-detail') as HTMLElement;
    expect(within(detail).getByText('City')).toBeInTheDocument();
    expect(within(detail).getByText('Lisbon')).toBeInTheDocument();
  });

  it("keeps a moved column's class and its render in the detail", () => {
    laidOut(300);
    const { container } = render(
      <FittingTable rowKey="_id" columns={columns} dataSource={rows} pagination={false} />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Reached' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand row' }));
    expect(container.querySelector('.row-detail .col-reach .reach-counts')).toHaveTextContent('1,250');
  });

  it('shows them all where nothing is laid out (a width of 0)', () => {
    laidOut(0);
    render(<FittingTable rowKey="_id" columns={columns} dataSource={rows} pagination={false} />);
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });
});
