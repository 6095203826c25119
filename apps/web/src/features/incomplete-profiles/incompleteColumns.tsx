import type { ColumnType } from 'antd/es/table';
import { Link } from 'react-router';
import { genderLabels, type IncompleteProfileItem, type OtpStatus } from '@orrery/contract';
import { choiceFilter, dateRangeFilter } from '../../components/headerFilters';
import { Truncated } from '../../components/Truncated';
import { EMPTY_CELL, formatDateTime } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import { filterValues, type IncompleteParams } from './listParams';

type Column = ColumnType<IncompleteProfileItem>;
type Change = (patch: Partial<IncompleteParams>) => void;

/** Nicknames cut at 18 characters, other member cells at 35. */
const NICKNAME_MAX = 18;
const CELL_MAX = 35;
/** The last onboarding step (registration done). */
const LAST_STAGE = 8;

export const otpLabels: Record<OtpStatus, string> = {
  social: 'Social',
  verified: 'Verified',
  unverified: 'Unverified',
};
const labels: Record<string, Record<string, string>> = { gender: genderLabels, otpStatus: otpLabels };
const label = (key: string, value: string | null) => (value ? (labels[key]?.[value] ?? value) : EMPTY_CELL);

/** Nickname (to the member), e-mail, gender, derived OTP status, stage reached, created, last edited, country. */
export function incompleteColumns(params: IncompleteParams, onChange: Change): Column[] {
  const columns: Column[] = [
    {
      title: 'Nickname',
      dataIndex: 'nickName',
      minWidth: 110,
      ...sortable('nickName', params),
      render: (name: string, member) => (
        <Link to={`/members/${member._id}`}>
          <Truncated text={name} max={NICKNAME_MAX} />
        </Link>
      ),
    },
    {
      title: 'Email',
      minWidth: 170,
      ...sortable('identifier', params),
      render: (_: unknown, member) => <Truncated text={member.identifier.email} max={CELL_MAX} />,
    },
    {
      key: 'gender',
      title: 'Gender',
      dataIndex: 'gender',
      minWidth: 70,
      render: (value: string | null) => label('gender', value),
      ...choiceFilter<IncompleteProfileItem>(
        'gender',
        filterValues.gender,
        (v) => label('gender', v),
        params,
      ),
    },
    {
      key: 'otpStatus',
      title: 'OTP Status',
      minWidth: 90,
      dataIndex: 'otpStatus',
      render: (value: OtpStatus) => otpLabels[value],
      ...choiceFilter<IncompleteProfileItem>(
        'otpStatus',
        filterValues.otpStatus,
        (v) => label('otpStatus', v),
        params,
      ),
    },
    {
      key: 'onboardingStage',
      title: 'Stage reached',
      minWidth: 80,
      dataIndex: 'onboardingStage',
      align: 'right',
      render: (stage: number) => `${stage} / ${LAST_STAGE}`,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      minWidth: 100,
      render: formatDateTime,
      ...sortable('createdAt', params),
      ...dateRangeFilter<IncompleteProfileItem>('created', 'Created', params, onChange),
    },
    {
      title: 'Last edited',
      dataIndex: 'modifiedAt',
      minWidth: 100,
      render: formatDateTime,
      ...sortable('modifiedAt', params),
      ...dateRangeFilter<IncompleteProfileItem>('lastEdited', 'Last edited', params, onChange),
    },
    {
      key: 'country',
      title: 'Country',
      minWidth: 100,
      render: (_: unknown, member) => (
        <Truncated text={member.location.country ?? member.location.text} max={CELL_MAX} />
      ),
    },
  ];
  return columns.map((column) => ({ ...column, className: `col-${String(column.key)}` }));
}
