import { DEFAULT_PAGE_SIZE } from '@orrery/contract';

/** antd Table paging of the lists without a size changer (spec/1 section 9): 20 a page and the total. */
export function fixedPagination(current: number, total: number, onChange?: (page: number) => void) {
  return {
    current,
    pageSize: DEFAULT_PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: (all: number) => `Total ${all.toLocaleString()}`,
    onChange,
  };
}
