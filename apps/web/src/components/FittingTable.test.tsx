import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

  describe('sorting by a column moved into the detail', () => {
    const [title, reached, city] = columns as [ColumnType<Row>, ColumnType<Row>, ColumnType<Row>];
    const sortedBy = (order: 'ascend' | 'descend' | null): ColumnType<Row>[] => [
      title,
      reached,
      { ...city, sorter: true, sortOrder: order },
    ];
    /** The table `width` px wide with City sortable (sorted in `order`), and its onChange. */
    function renderSorted(width: number, order: 'ascend' | 'descend' | null) {
      laidOut(width);
      const onChange = vi.fn();
      const { container } = render(
        <FittingTable
          rowKey="_id"
          columns={sortedBy(order)}
          dataSource={rows}
          pagination={false}
          onChange={onChange}
        />,
      );
      return { container, onChange };
    }
    const choices = () =>
      Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);

    it('offers its two orders in "Sort by" and sorts through the table\'s onChange', () => {
      const { onChange } = renderSorted(400, null);
      const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
      fireEvent.mouseDown(sortBy);
      expect(choices()).toEqual(['City, ascending', 'City, descending']);
      fireEvent.click(screen.getByText('City, descending'));
      expect(onChange).toHaveBeenCalledTimes(1);
      const [, , sorter, extra] = onChange.mock.calls[0] ?? [];
      expect(sorter).toMatchObject({ columnKey: 'city', order: 'descend' });
      expect(extra).toMatchObject({ action: 'sort' });
    });

    it('shows the sort in force on a moved column, and clearing it turns the sort off', () => {
      const { container, onChange } = renderSorted(400, 'descend');
      expect(container.querySelector('.folded-sort')).toHaveTextContent('City, descending');
      fireEvent.click(container.querySelector('.folded-sort .ant-select-clear') as Element);
      expect(onChange.mock.calls[0]?.[2]).toMatchObject({ columnKey: 'city', order: null });
    });

    it('offers nothing while every sortable column is in the header', () => {
      renderSorted(600, null);
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    });
  });

  describe('filtering by a column moved into the detail', () => {
    const [title, reached, city] = columns as [ColumnType<Row>, ColumnType<Row>, ColumnType<Row>];
    /** The table `width` px wide with Title and City filtered as given, and its onChange. */
    function renderFiltered(width: number, cityColumn: ColumnType<Row>, titleFilter: string[] | null = null) {
      laidOut(width);
      const onChange = vi.fn();
      const withTitle = {
        ...title,
        filters: [{ text: 'Venus', value: 'venus' }],
        filteredValue: titleFilter,
      };
      render(
        <FittingTable
          rowKey="_id"
          columns={[withTitle, reached, cityColumn]}
          dataSource={rows}
          pagination={false}
          onChange={onChange}
        />,
      );
      return onChange;
    }
    const cityChoices = {
      ...city,
      filters: [
        { text: 'Lisbon', value: 'lisbon' },
        { text: 'Porto', value: 'porto' },
      ],
      filteredValue: null,
    };

    it("offers a choice list under the column's title and filters through the table's onChange, keeping the others", () => {
      const onChange = renderFiltered(400, cityChoices, ['venus']);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'City' }));
      fireEvent.click(screen.getByTitle('Porto'));
      expect(onChange).toHaveBeenCalledTimes(1);
      const [, filters, , extra] = onChange.mock.calls[0] ?? [];
      expect(filters).toEqual({ title: ['venus'], reach: null, city: ['porto'] });
      expect(extra).toMatchObject({ action: 'filter' });
    });

    it('shows the choices in force, and clearing them clears the filter', () => {
      const onChange = renderFiltered(400, { ...cityChoices, filteredValue: ['lisbon'] });
      const group = screen.getByRole('group', { name: 'Filters of the columns below' });
      expect(within(group).getByText('Lisbon')).toBeInTheDocument();
      fireEvent.mouseDown(group.querySelector('.ant-select-clear') as Element);
      fireEvent.click(group.querySelector('.ant-select-clear') as Element);
      expect(onChange.mock.calls.at(-1)?.[1]).toMatchObject({ city: null });
    });

    it("opens a drawn filter (a range) from a button under the column's title, and its own close closes it", async () => {
      renderFiltered(400, {
        ...city,
        filteredValue: ['2026-01-01', ''],
        filterDropdown: ({ close }) => (
          <button type="button" onClick={close}>
            Apply the city range
          </button>
        ),
      });
      const open = screen.getByRole('button', { name: /City/ });
      expect(open).toHaveClass('ant-btn-background-ghost');
      fireEvent.click(open);
      const apply = screen.getByRole('button', { name: 'Apply the city range' });
      expect(apply.closest('.ant-popover')).not.toHaveClass('ant-popover-hidden');
      fireEvent.click(apply);
      await waitFor(() => expect(apply.closest('.ant-popover')).toHaveClass('ant-popover-hidden'));
    });

    it('offers nothing while every filtered column is in the header', () => {
      renderFiltered(600, cityChoices);
      expect(screen.queryByRole('group', { name: 'Filters of the columns below' })).toBeNull();
    });
  });
});
