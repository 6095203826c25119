import { useState } from 'react';
import { Button, Flex, InputNumber, Typography } from 'antd';
import type { ParamsChange } from './columnFilters';
import { MAX_FILTER_AGE, MIN_FILTER_AGE, type MemberListParams } from './listParams';

/** The member form's wording for the same mistake. */
const AGE_ORDER_MESSAGE = 'The age range must run from a lower age to a higher one.';

/** The age filter's dropdown: From and To, refused upside down, Reset and OK. */
export function AgeDropdown({
  params,
  onChange,
  close,
}: {
  params: MemberListParams;
  onChange: ParamsChange;
  close: () => void;
}) {
  const [min, setMin] = useState<number | null>(params.ageMin ?? null);
  const [max, setMax] = useState<number | null>(params.ageMax ?? null);
  const limits = { min: MIN_FILTER_AGE, max: MAX_FILTER_AGE, precision: 0 };
  // From above To is refused with a message (never swapped or narrowed behind the user's back)
  const upsideDown = min !== null && max !== null && max < min;
  return (
    <Flex vertical gap={8} style={{ padding: 8, maxWidth: 260 }}>
      <Flex gap={8}>
        <InputNumber aria-label="Age from" placeholder="From" {...limits} value={min} onChange={setMin} />
        <InputNumber aria-label="Age to" placeholder="To" {...limits} value={max} onChange={setMax} />
      </Flex>
      {upsideDown && (
        <Typography.Text type="danger" role="alert">
          {AGE_ORDER_MESSAGE}
        </Typography.Text>
      )}
      <Flex gap={8} justify="space-between">
        <Button
          size="small"
          onClick={() => {
            onChange({ ageMin: undefined, ageMax: undefined });
            close();
          }}
        >
          Reset
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={upsideDown}
          onClick={() => {
            onChange({ ageMin: min ?? undefined, ageMax: max ?? undefined });
            close();
          }}
        >
          OK
        </Button>
      </Flex>
    </Flex>
  );
}
