import { useState } from 'react';
import { Alert, Card, Checkbox, DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { storageKeys } from '@orrery/contract';
import { isRecord, readJson, writeJson } from '../../../lib/storage';

/** Promotional settings: dates, what free users may see and receive, and a source-text kind. */
interface Promotional {
  from: string;
  to: string;
  freeShortTrends: boolean;
  freeMediumTrends: boolean;
  freeLongTrends: boolean;
  freeNotifications: boolean;
  sourceText: 'fullText' | 'summary' | 'keywords';
}

/** The default window: today to 3 days ahead. */
export function defaultPromotional(today = dayjs()): Promotional {
  return {
    from: today.format('YYYY-MM-DD'),
    to: today.add(3, 'day').format('YYYY-MM-DD'),
    freeShortTrends: true,
    freeMediumTrends: false,
    freeLongTrends: false,
    freeNotifications: false,
    sourceText: 'summary',
  };
}

const isPromotional = (value: unknown): value is Promotional =>
  isRecord(value) && typeof value.from === 'string' && typeof value.to === 'string';

const FLAGS: { name: keyof Promotional; label: string }[] = [
  { name: 'freeShortTrends', label: 'Free users view short trends' },
  { name: 'freeMediumTrends', label: 'Free users view medium trends' },
  { name: 'freeLongTrends', label: 'Free users view long trends' },
  { name: 'freeNotifications', label: 'Free users receive notifications' },
];
const SOURCE_TEXTS = [
  { value: 'fullText', label: 'Full text' },
  { value: 'summary', label: 'Summary' },
  { value: 'keywords', label: 'Keywords' },
];

/** Promotional settings: kept in this browser's local storage only (the server has no call to save them). */
export function PromotionalSettings() {
  const [value, setValue] = useState<Promotional>(
    () => readJson(storageKeys.promotionalSettings, isPromotional) ?? defaultPromotional(),
  );
  const change = (patch: Partial<Promotional>) => {
    const next = { ...value, ...patch };
    setValue(next);
    writeJson(storageKeys.promotionalSettings, next);
  };
  const range: [Dayjs, Dayjs] = [dayjs(value.from), dayjs(value.to)];
  return (
    <Card size="small" title="Promotional settings">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="Kept in this browser only (local storage): they are not saved on the server and other staff do not see them."
      />
      <Form layout="vertical">
        <Form.Item label="Dates">
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            onChange={(dates) => {
              const [from, to] = dates ?? [];
              if (from && to) change({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
            }}
          />
        </Form.Item>
        {FLAGS.map(({ name, label }) => (
          <Form.Item key={name} style={{ marginBottom: 4 }}>
            <Checkbox checked={value[name] === true} onChange={(e) => change({ [name]: e.target.checked })}>
              {label}
            </Checkbox>
          </Form.Item>
        ))}
        <Form.Item label="Source text">
          <Select
            style={{ width: 200 }}
            value={value.sourceText}
            options={SOURCE_TEXTS}
            onChange={(sourceText: Promotional['sourceText']) => change({ sourceText })}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
