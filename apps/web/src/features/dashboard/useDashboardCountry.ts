import { useSearchParams } from 'react-router';
import { storageKeys } from '@orrery/contract';
import { ALL_COUNTRIES } from '../../components/countryOptions';
import { readText, removeKeys, writeText } from '../../lib/storage';

const CODE = /^[A-Z]{2}$/;
const codeOf = (value: string | null | undefined) => {
  const code = value?.trim().toUpperCase();
  return code && CODE.test(code) ? code : undefined;
};

/** The dashboard's country for an address's query: `?country=IN` wins, then local storage, then All. */
export const dashboardCountryAt = (search: URLSearchParams): string =>
  codeOf(search.get('country')) ?? codeOf(readText(storageKeys.dashboardCountry)) ?? ALL_COUNTRIES;

/** The dashboard's country (`dashboardCountryAt` the address) and its choice, kept in the address and storage. */
export function useDashboardCountry(): [string, (next: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const country = dashboardCountryAt(searchParams);
  const choose = (next: string) => {
    const code = codeOf(next);
    if (code) writeText(storageKeys.dashboardCountry, code);
    else removeKeys([storageKeys.dashboardCountry]);
    setSearchParams(code ? { country: code } : {});
  };
  return [country, choose];
}
