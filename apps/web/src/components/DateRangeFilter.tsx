import { DatePicker } from 'antd';
import { DATE_FORMAT } from '../lib/format';
import { fromDateParam, isFutureDay, toDateParam } from '../lib/dates';

export interface DateRange {
  start?: string;
  end?: string;
}

interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Shown in the empty inputs, e.g. ['Created from', 'Created to']. */
  placeholder?: [string, string];
  'aria-label'?: string;
}

/**
 * A whole-day range as `YYYY-MM-DD` strings; days after today cannot be picked.
 * The server reads the start as 00:00 and the end as 23:59:59 of those days.
 */
export function DateRangeFilter({ value, onChange, placeholder, ...rest }: DateRangeFilterProps) {
  return (
    <DatePicker.RangePicker
      aria-label={rest['aria-label']}
      format={DATE_FORMAT}
      placeholder={placeholder}
      disabledDate={isFutureDay}
      allowEmpty={[false, false]}
      value={[fromDateParam(value.start), fromDateParam(value.end)]}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        onChange(start && end ? { start: toDateParam(start), end: toDateParam(end) } : {});
      }}
    />
  );
}
