import { DEFAULT_PAGE_SIZE } from '@orrery/contract';

/** A count as shown: "10,000+" when the server stopped counting there. */
export const countText = (n: number, capped = false) => `${n.toLocaleString()}${capped ? '+' : ''}`;

export const totalText = (all: number, capped = false) => `Total ${countText(all, capped)}`;

/** antd paging without a size changer: 20 a page and the total. */
export function fixedPagination(current: number, total: number, onChange?: (page: number) => void) {
  return {
    current,
    pageSize: DEFAULT_PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: (all: number) => totalText(all),
    onChange,
  };
}
