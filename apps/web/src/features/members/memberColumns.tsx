import { Tag } from 'antd';
import type { ColumnType, ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { MemberListItem } from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { EMPTY_CELL, formatDate, formatDateTime } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import { ageFilter, choiceFilter, dateFilter, type ParamsChange } from './columnFilters';
import { accountStatusLabels, humanize, otpStatusLabels, valueLabel, yesNo } from './labels';
import type { MemberListParams } from './listParams';

/** Nicknames cut at 18 characters, other member cells at 35. */
export const NICKNAME_MAX = 18;
export const CELL_MAX = 35;

export const columnGroups = [
  'User Profile',
  'Account Status',
  'User Settings',
  'Notification Settings',
  'Swipe Activities',
  'Other Activities',
  'Device Information',
] as const;
export type ColumnGroup = (typeof columnGroups)[number];

type Column = ColumnType<MemberListItem>;
interface Context {
  params: MemberListParams;
  onChange: ParamsChange;
}
export interface MemberColumn {
  key: string;
  title: string;
  group: ColumnGroup;
  /** Shown until the admin chooses otherwise in Additional fields. */
  shown?: boolean;
  build: (context: Context) => Column;
}

const text =
  (field: keyof MemberListItem): MemberColumn['build'] =>
  () => ({ dataIndex: field, render: (value: string | null) => <Truncated text={value} max={CELL_MAX} /> });
const count =
  (field: keyof MemberListItem): MemberColumn['build'] =>
  () => ({ dataIndex: field, align: 'right' });
const flag =
  (field: keyof MemberListItem): MemberColumn['build'] =>
  () => ({
    dataIndex: field,
    render: (value: boolean) => yesNo(value),
  });
const time = (
  field: keyof MemberListItem,
  sortKey: string,
  range: 'created' | 'login' | 'modified' | 'active',
) =>
  ((context) => ({
    dataIndex: field,
    render: formatDateTime,
    ...sortable(sortKey, context.params),
    ...dateFilter(range, context.params, context.onChange),
  })) satisfies MemberColumn['build'];
const choice =
  (field: keyof MemberListItem, filter: Parameters<typeof choiceFilter>[0]): MemberColumn['build'] =>
  ({ params }) => ({
    dataIndex: field,
    render: (value: string | null) => valueLabel(filter, value),
    ...choiceFilter(filter, params),
  });

/** Every column of the members list, by group. Nickname always stays; the others can be hidden. */
export const memberColumns: readonly MemberColumn[] = [
  {
    key: 'nickName',
    title: 'Nickname',
    group: 'User Profile',
    shown: true,
    build: (context) => ({
      dataIndex: 'nickName',
      fixed: 'left',
      ...sortable('nickName', context.params),
      render: (name: string, member) => (
        <Link to={`/members/${member._id}`}>
          <Truncated text={name} max={NICKNAME_MAX} />
        </Link>
      ),
    }),
  },
  {
    key: 'identifier',
    title: 'Email',
    group: 'User Profile',
    shown: true,
    build: (context) => ({ ...text('identifier')(context), ...sortable('identifier', context.params) }),
  },
  { key: 'gender', title: 'Gender', group: 'User Profile', shown: true, build: choice('gender', 'gender') },
  {
    key: 'age',
    title: 'Age',
    group: 'User Profile',
    shown: true,
    build: ({ params, onChange }) => ({
      dataIndex: 'age',
      align: 'right',
      render: (age: number | null) => age ?? EMPTY_CELL,
      ...ageFilter(params, onChange),
    }),
  },
  {
    key: 'dob',
    title: 'Date of birth',
    group: 'User Profile',
    build: (context) => ({ dataIndex: 'dob', render: formatDate, ...sortable('dob', context.params) }),
  },
  {
    key: 'jungianType',
    title: 'Jungian type',
    group: 'User Profile',
    shown: true,
    build: choice('jungianType', 'jungianType'),
  },
  { key: 'profession', title: 'Profession', group: 'User Profile', build: text('profession') },
  { key: 'place', title: 'Place', group: 'User Profile', build: text('place') },
  { key: 'pob', title: 'Place of birth', group: 'User Profile', build: text('pob') },
  { key: 'residence', title: 'Residence', group: 'User Profile', build: text('residence') },
  { key: 'countryCode', title: 'Country', group: 'User Profile', build: text('countryCode') },
  { key: 'bio', title: 'Bio', group: 'User Profile', build: text('bio') },
  {
    key: 'accountStatus',
    title: 'Account status',
    group: 'Account Status',
    shown: true,
    build: ({ params }) => ({
      dataIndex: 'accountStatus',
      render: (status: string) => (
        <Tag color={status === 'blocked' ? 'red' : status === 'dormant' ? 'orange' : 'green'}>
          {accountStatusLabels[status] ?? status}
        </Tag>
      ),
      // tab 2 holds only blocked members: nothing to choose there
      ...(params.tab === '1' ? choiceFilter('accountStatus', params) : {}),
    }),
  },
  {
    key: 'otpStatus',
    title: 'OTP status',
    group: 'Account Status',
    shown: true,
    build: ({ params }) => ({
      dataIndex: 'otpStatus',
      render: (status: string) => otpStatusLabels[status] ?? status,
      ...choiceFilter('otpStatus', params),
    }),
  },
  {
    key: 'userStatus',
    title: 'Profile status',
    group: 'Account Status',
    build: () => ({ dataIndex: 'userStatus', render: humanize }),
  },
  {
    key: 'createdAt',
    title: 'Joined (UTC)',
    group: 'Account Status',
    shown: true,
    build: time('createdAt', 'createdAt', 'created'),
  },
  {
    key: 'login',
    title: 'Last login (UTC)',
    group: 'Account Status',
    shown: true,
    build: time('login', 'login', 'login'),
  },
  {
    key: 'modifiedAt',
    title: 'Last edited (UTC)',
    group: 'Account Status',
    build: time('modifiedAt', 'modifiedAt', 'modified'),
  },
  {
    key: 'activeDate',
    title: 'Last active (UTC)',
    group: 'Account Status',
    build: time('activeDate', 'activeDate', 'active'),
  },
  {
    key: 'adminModifiedAtDate',
    title: 'Last admin modify (UTC)',
    group: 'Account Status',
    build: () => ({ dataIndex: 'adminModifiedAtDate', render: formatDateTime }),
  },
  { key: 'reported', title: 'Reported', group: 'Account Status', build: flag('reported') },
  { key: 'onHold', title: 'On hold', group: 'Account Status', build: flag('onHold') },
  { key: 'adminComments', title: 'Admin comments', group: 'Account Status', build: text('adminComments') },
  {
    key: 'purpose',
    title: 'Purpose',
    group: 'User Settings',
    shown: true,
    build: choice('purpose', 'purpose'),
  },
  {
    key: 'relationshipStatus',
    title: 'Relationship status',
    group: 'User Settings',
    build: choice('relationshipStatus', 'relationshipStatus'),
  },
  { key: 'wantsToMeet', title: 'Wants to meet', group: 'User Settings', build: text('wantsToMeet') },
  {
    key: 'ageRange',
    title: 'Age range',
    group: 'User Settings',
    build: () => ({
      dataIndex: 'ageRange',
      render: (range: number[] | null) => (range ? range.join('–') : EMPTY_CELL),
    }),
  },
  {
    key: 'distanceRange',
    title: 'Distance',
    group: 'User Settings',
    build: () => ({
      dataIndex: 'distanceRange',
      render: (distance: number | null, member) =>
        distance === null ? EMPTY_CELL : `${distance} ${member.distanceType ?? ''}`,
    }),
  },
  {
    key: 'birthChartStyle',
    title: 'Birth chart style',
    group: 'User Settings',
    shown: true,
    build: choice('birthChartStyle', 'birthChartStyle'),
  },
  {
    key: 'sign',
    title: 'Sign',
    group: 'User Settings',
    shown: true,
    build: choice('tropical_sidereal', 'sign'),
  },
  { key: 'answeredQuiz', title: 'Answered quiz', group: 'User Settings', build: flag('answeredQuiz') },
  { key: 'likes', title: 'Likes', group: 'Notification Settings', build: flag('likes') },
  { key: 'superlikes', title: 'Superlikes', group: 'Notification Settings', build: flag('superlikes') },
  { key: 'message', title: 'Message', group: 'Notification Settings', build: flag('message') },
  { key: 'matches', title: 'Matches', group: 'Notification Settings', build: flag('matches') },
  { key: 'userSwipes', title: 'Swipes', group: 'Swipe Activities', shown: true, build: count('userSwipes') },
  { key: 'userLikes', title: 'Likes given', group: 'Swipe Activities', build: count('userLikes') },
  {
    key: 'userSuperLikes',
    title: 'Super likes given',
    group: 'Swipe Activities',
    build: count('userSuperLikes'),
  },
  { key: 'matchesMade', title: 'Matches made', group: 'Swipe Activities', build: count('matchesMade') },
  {
    key: 'matchMeupTimeCount',
    title: 'Match me up',
    group: 'Other Activities',
    build: count('matchMeupTimeCount'),
  },
  { key: 'luckyTimeCount', title: 'Lucky time', group: 'Other Activities', build: count('luckyTimeCount') },
  {
    key: 'astroCompVisitCount',
    title: 'Astro compatibility',
    group: 'Other Activities',
    build: count('astroCompVisitCount'),
  },
  {
    key: 'ChatbotVisitCount',
    title: 'Chatbot',
    group: 'Other Activities',
    build: count('ChatbotVisitCount'),
  },
  {
    key: 'jugnianCompVisitCount',
    title: 'Jungian compatibility',
    group: 'Other Activities',
    build: count('jugnianCompVisitCount'),
  },
  { key: 'device', title: 'Device', group: 'Device Information', shown: true, build: text('device') },
  { key: 'deviceModel', title: 'Model', group: 'Device Information', build: text('deviceModel') },
  { key: 'osVersion', title: 'OS version', group: 'Device Information', build: text('osVersion') },
  {
    key: 'appVersion',
    title: 'App version',
    group: 'Device Information',
    shown: true,
    build: text('appVersion'),
  },
  { key: 'build', title: 'Build', group: 'Device Information', build: text('build') },
  { key: 'language', title: 'Language', group: 'Device Information', build: text('language') },
];

export const ALWAYS_SHOWN = 'nickName';
export const defaultShownColumns = memberColumns.filter((c) => c.shown).map((c) => c.key);

/** The table's columns: the shown ones, under their group headers, in the groups' order. */
export function buildMemberColumns(shown: readonly string[], context: Context): ColumnsType<MemberListItem> {
  const visible = new Set([ALWAYS_SHOWN, ...shown]);
  return columnGroups.flatMap((group) => {
    const children = memberColumns
      .filter((c) => c.group === group && visible.has(c.key))
      .map((c) => ({ key: c.key, title: c.title, className: `col-${c.key}`, ...c.build(context) }));
    return children.length ? [{ key: group, title: group, children }] : [];
  });
}
