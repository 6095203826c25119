import { DEFAULT_PAGE_SIZE } from '@orrery/contract';

export const totalText = (all: number) => `Total ${all.toLocaleString()}`;

/** antd paging without a size changer (spec/1 section 9): 20 a page and the total. */
export function fixedPagination(current: number, total: number, onChange?: (page: number) => void) {
  return {
    current,
    pageSize: DEFAULT_PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: totalText,
    onChange,
  };
}
