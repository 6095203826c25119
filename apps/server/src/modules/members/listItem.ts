import { DateTime } from 'luxon';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { ageSql, isoSql } from '../../lib/dates';
import { accountStatusSql, otpStatusSql, rolesSql, type MemberColumn } from './status';

/** Monday (UTC) of the current week: weekly counters of an older week read as zero. */
export const currentWeekStart = (now = DateTime.utc()) => now.startOf('week').toISODate() ?? '';

const columns = getTableColumns(schema.members);
/** A members column as the list's queries name it (`"members"."nick_name"`), from the schema. */
const col: MemberColumn = (key) => `"members"."${columns[key].name}"`;
type Key = Parameters<MemberColumn>[0];
/** A weekly counter: zero unless the member's counters are of the current week (`w`, below). */
const week = (key: Key) => `case when w then ${col(key)} else 0 end`;
/** `value` when both columns are set, else null (the age range, the location). */
const whenBoth = (a: Key, b: Key, value: string) =>
  `case when ${col(a)} is not null and ${col(b)} is not null then ${value} end`;

/**
 * The member row of the list (`MemberListItem`), field by field in the answer's order:
 * what PostgreSQL writes into the row's JSON. The derived fields use the same rules as the member
 * detail's (`status.ts`, `lib/dates.ts`), in their SQL form.
 */
const itemFields: [key: string, expression: string][] = [
  ['_id', col('id')],
  ...(
    [
      'nickName',
      'identifier',
      'place',
      'pob',
      'residence',
      'profession',
      'location',
      'countryCode',
      'bio',
      'gender',
      'dob',
    ] as const
  ).map((key): [string, string] => [key, col(key)]),
  ['age', ageSql(col('dob'))],
  ['jungianType', col('jungianType')],
  ['createdAt', isoSql(col('createdAt'))],
  ['login', isoSql(col('lastLoginAt'))],
  ['modifiedAt', isoSql(col('modifiedAt'))],
  ['activeDate', isoSql(col('lastActiveAt'))],
  ['adminModifiedAtDate', isoSql(col('adminModifiedAt'))],
  ['otpStatus', otpStatusSql(col)],
  ['accountStatus', accountStatusSql(col)],
  ['userStatus', col('userStatus')],
  ['adminComments', col('adminComments')],
  ['isEmailVerified', col('isEmailVerified')],
  ['mode', col('mode')],
  ['roles', rolesSql(col)],
  ['dormant', col('isDormant')],
  ['blocked', col('isBlocked')],
  ['reported', `${col('reportedCount')} > 0`],
  ['onHold', col('isOnHold')],
  ['purpose', col('purpose')],
  ['wantsToMeet', col('wantsToMeet')],
  ['relationshipStatus', col('relationshipStatus')],
  ['ageRange', whenBoth('ageFrom', 'ageTo', `array[${col('ageFrom')}, ${col('ageTo')}]`)],
  ['distanceRange', col('maxDistance')],
  ['distanceType', col('distanceType')],
  ['tropical_sidereal', col('tropicalSidereal')],
  ['birthChartStyle', col('birthChartType')],
  ['likes', col('pushBeenLiked')],
  ['superlikes', col('pushBeenSuperliked')],
  ['message', col('pushMessageReceived')],
  ['matches', col('pushBeenMatched')],
  ['passes', week('weekSwipes')],
  ['userSwipes', week('weekSwipes')],
  ['userLikes', week('weekLikes')],
  ['userSuperLikes', week('weekSuperLikes')],
  ['matchesMade', week('weekMatches')],
  ['matchMeupTimeCount', week('weekMatchMeUp')],
  ['luckyTimeCount', week('weekLuckyTime')],
  ['astroCompVisitCount', week('weekAstroCompVisits')],
  ['ChatbotVisitCount', week('weekChatbotVisits')],
  ['jugnianCompVisitCount', week('weekJungianCompVisits')],
  ['answeredQuiz', col('answeredQuiz')],
  ['device', col('devicePlatform')],
  ['deviceModel', col('deviceModel')],
  ['osVersion', col('osVersion')],
  ['language', col('language')],
  ['appVersion', col('appVersion')],
  ['build', col('build')],
  ['geo', whenBoth('lat', 'lng', `json_build_object('lat', ${col('lat')}, 'lng', ${col('lng')})`)],
  [
    'popularity',
    `json_build_object('likeCount', ${col('likeCount')}, 'superLikeCount', ${col('superLikeCount')},
      'passesCount', ${col('passesCount')}, 'reportedCount', ${col('reportedCount')},
      'blockedCount', ${col('blockedCount')})`,
  ],
];

// the text is written once: only the week's start is a parameter (drizzle would otherwise render some
// sixty fragments on every call)
const itemHead = sql.raw(
  `(select row_to_json(item)::text from (select ${itemFields
    .map(([key, expression]) => `${expression} as "${key}"`)
    .join(', ')} from (select coalesce(${col('weekStart')} >= `,
);
const itemTail = sql.raw(`::date, false) as w) this_week) item)`);

/**
 * One member's list row as JSON text, written by PostgreSQL from the `members` row of the query it is
 * selected in: the server sends the page without reading sixty columns into objects and serialising them
 * again (that way cost the server more CPU than PostgreSQL spends writing the JSON).
 */
export const memberListItem = (weekStart = currentWeekStart()): SQL =>
  sql`${itemHead}${weekStart}${itemTail}`;
