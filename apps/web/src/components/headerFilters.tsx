import { Spin } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { LazyPartView, lazyPart } from '../lib/lazyPart';

// antd's date picker loads once a date filter is opened, not with every list that offers one
const DateRangeFilter = lazyPart(() => import('./DateRangeFilter'), 'DateRangeFilter');

/** A list's state as the header filters read it: comma lists and `<name>StartDate`/`<name>EndDate`. */
type ListState = Record<string, string | number | undefined>;
type Change = (patch: Record<string, string | undefined>) => void;

/** A multi-choice header filter (antd `filters`), its choice kept in the list's state as a comma list. */
export function choiceFilter<R>(
  key: string,
  values: readonly string[],
  label: (value: string) => string,
  params: ListState,
): ColumnType<R> {
  const chosen = params[key];
  return {
    key,
    filters: values.map((value) => ({ text: label(value), value })),
    filteredValue: typeof chosen === 'string' ? chosen.split(',') : null,
  };
}

/** A whole-day range in a header filter (`<label> between`): no future days. */
export function dateRangeFilter<R>(
  name: string,
  label: string,
  params: ListState,
  onChange: Change,
): ColumnType<R> {
  const startKey = `${name}StartDate`;
  const endKey = `${name}EndDate`;
  const start = params[startKey];
  const end = params[endKey];
  const value = {
    start: typeof start === 'string' ? start : undefined,
    end: typeof end === 'string' ? end : undefined,
  };
  return {
    filteredValue: value.start ? [value.start, value.end ?? ''] : null,
    filterDropdown: ({ close }) => (
      <div style={{ padding: 8 }} onKeyDown={(event) => event.stopPropagation()}>
        <LazyPartView
          part={DateRangeFilter}
          placeholder={<Spin size="small" />}
          props={{
            'aria-label': `${label} between`,
            value,
            onChange: (range) => {
              onChange({ [startKey]: range.start, [endKey]: range.end });
              close();
            },
          }}
        />
      </div>
    ),
  };
}
