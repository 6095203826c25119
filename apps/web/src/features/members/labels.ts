import { genderLabels, type AccountStatus, type OtpStatus } from '@orrery/contract';
import { EMPTY_CELL } from '../../lib/format';

type Labels = Readonly<Record<string, string>>;

export const accountStatusLabels: Labels = {
  active: 'Active',
  dormant: 'Dormant',
  blocked: 'Blocked',
} satisfies Record<AccountStatus, string>;
export const otpStatusLabels: Labels = {
  social: 'Social',
  verified: 'Verified',
  unverified: 'Unverified',
} satisfies Record<OtpStatus, string>;
export const signLabels: Labels = { t: 'Tropical', s: 'Sidereal' };
const labelsOf: Readonly<Record<string, Labels>> = {
  gender: genderLabels,
  otpStatus: otpStatusLabels,
  accountStatus: accountStatusLabels,
  sign: signLabels,
};

/** `long_term_dating` → `Long term dating`; Jungian types and short codes stay as they are, upper-cased. */
export function humanize(value: string | null | undefined): string {
  if (!value) return EMPTY_CELL;
  if (value.length <= 4) return value.toUpperCase();
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label a filter option or a cell shows for a value of the given filter. */
export function valueLabel(filter: string, value: string | null | undefined): string {
  if (!value) return EMPTY_CELL;
  const labels = labelsOf[filter];
  return labels ? (labels[value] ?? value) : humanize(value);
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
