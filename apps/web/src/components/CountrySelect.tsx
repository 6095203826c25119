import { useMemo, type CSSProperties } from 'react';
import { Flex, Select, Typography } from 'antd';
import { ALL_COUNTRIES, countryGroups, type TopPick } from './countryOptions';
import { useCountries } from './useCountries';

interface CountrySelectProps {
  /** A country code or a top pick's value; ALL_COUNTRIES when nothing narrows. */
  value: string;
  onChange: (value: string) => void;
  /** The Top Picks group, first in the list (the dashboard: All, India, Brazil). */
  topPicks: readonly TopPick[];
  /** What clearing returns to; All by default. */
  clearTo?: string;
  style?: CSSProperties;
}

/** Every country option shows its code, the Top Picks' too (All and other special picks have none). */
const isCountryCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value);

/** A searchable country selector grouped by first letter, with Top Picks first; clearing returns to All. */
export function CountrySelect({
  value,
  onChange,
  topPicks,
  clearTo = ALL_COUNTRIES,
  style,
}: CountrySelectProps) {
  const { data, isLoading } = useCountries();
  const options = useMemo(() => countryGroups(data?.items ?? [], topPicks), [data, topPicks]);
  return (
    <Select<string>
      aria-label="Country"
      value={value}
      options={options}
      loading={isLoading}
      allowClear={value !== clearTo}
      showSearch={{
        filterOption: (input, option) => {
          const text = input.trim().toLowerCase();
          if (!option || !('value' in option) || typeof option.value !== 'string') return false;
          return String(option.label).toLowerCase().includes(text) || option.value.toLowerCase() === text;
        },
      }}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.label}</span>
          {isCountryCode(option.value) && <Typography.Text type="secondary">{option.value}</Typography.Text>}
        </Flex>
      )}
      onChange={(next) => onChange(next ?? clearTo)}
      popupMatchSelectWidth={260}
      style={{ width: 220, ...style }}
    />
  );
}
