import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { isPastDay, SEND_AT_FORMAT } from './schedule';

export interface SendAtProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
}

/** Send At: a date and a time to the minute, no day before today. Loaded once a schedule is chosen. */
export default function SendAtPicker(props: SendAtProps) {
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format={SEND_AT_FORMAT}
      disabledDate={isPastDay}
      style={{ minWidth: 200 }}
    />
  );
}
