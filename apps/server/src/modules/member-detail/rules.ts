import { DateTime } from 'luxon';
import {
  accountStateProblem,
  isAdultBirthDate,
  memberRuleMessages,
  type CreateMemberBody,
  type EditMemberBody,
} from '@orrery/contract';
import type { schema } from '@orrery/db';
import { badRequest } from '../../lib/httpErrors';
import type { MemberRow } from '../members';

type MemberUpdate = Partial<typeof schema.members.$inferInsert>;
type StateBefore = Pick<MemberRow, 'isActive' | 'isDormant' | 'isBlocked' | 'isOnHold' | 'onHoldReason'>;
type StateWanted = Pick<EditMemberBody, 'active' | 'dormant' | 'adminBlocked' | 'onHold' | 'onHoldReason'>;

/**
 * The account-state rules on save:
 * - a member is Active or Dormant, never both, never neither;
 * - making a member active clears dormant, adminBlocked and onHold;
 * - making a member dormant clears active, adminBlocked and onHold;
 * - adminBlocked gives the role blocked (roles are derived from it) and records when;
 * - onHold needs a reason and records the admin who set it and when.
 */
export function accountState(before: StateBefore, wanted: StateWanted, actorId: string, now: Date) {
  const becomesActive = wanted.active && !before.isActive;
  const becomesDormant = wanted.dormant && !before.isDormant;
  const active = becomesDormant ? false : wanted.active;
  const dormant = becomesActive ? false : wanted.dormant;
  const stateProblem =
    becomesActive && becomesDormant
      ? memberRuleMessages.activeAndDormant
      : accountStateProblem({ active, dormant });
  if (stateProblem) throw badRequest(stateProblem);
  const clearsOthers = becomesActive || becomesDormant;
  const blocked = clearsOthers ? false : wanted.adminBlocked;
  const onHold = clearsOthers ? false : wanted.onHold;
  const reason = wanted.onHoldReason?.trim() ?? '';
  if (onHold && !reason) throw badRequest(memberRuleMessages.onHoldReason);

  const state: MemberUpdate = { isActive: active, isDormant: dormant, isBlocked: blocked, isOnHold: onHold };
  if (blocked !== before.isBlocked) state.blockedAt = blocked ? now : null;
  if (!onHold) Object.assign(state, { onHoldReason: null, onHoldBy: null, onHoldAt: null });
  else if (!before.isOnHold || reason !== (before.onHoldReason ?? '')) {
    Object.assign(state, { onHoldReason: reason, onHoldBy: actorId, onHoldAt: now });
  }
  return state;
}

/** A date of birth: not in the future, and the member at least 18 today (members are adults). */
function checkDob(dob: string | null | undefined): void {
  if (!dob) return;
  const today = DateTime.utc().toISODate();
  if (dob > today) throw badRequest(memberRuleMessages.dobFuture);
  if (!isAdultBirthDate(dob, today)) throw badRequest(memberRuleMessages.dobTooYoung);
}

const trimmed = (text: string | null | undefined) => {
  const value = text?.trim();
  return value ? value : null;
};

const coordinate = (value: number | undefined) => (value === undefined ? null : Number(value.toFixed(4)));

/** The columns the member form sets (everything but the account state and the bookkeeping). */
export function profileColumns(body: EditMemberBody): MemberUpdate {
  checkDob(body.dob);
  const ageFrom = body.age_range?.[0] ?? null;
  const ageTo = body.age_range?.[1] ?? null;
  if (ageFrom !== null && ageTo !== null && ageFrom > ageTo) throw badRequest(memberRuleMessages.ageRange);
  return {
    nickName: body.nickName.trim(),
    fullName: trimmed(body.fullName),
    identifier: body.identifier.trim().toLowerCase(),
    gender: body.gender,
    dob: body.dob,
    tob: body.tob,
    pob: trimmed(body.pob),
    birthLat: coordinate(body.geoBirth?.lat),
    birthLng: coordinate(body.geoBirth?.lng),
    place: trimmed(body.place),
    residence: trimmed(body.residence),
    profession: trimmed(body.profession),
    bio: trimmed(body.bio),
    jungianType: body.jungianType,
    heightM: body.height === null ? null : Number(body.height.toFixed(4)),
    diet: body.diet_options,
    religiosity: body.religiosity,
    drinking: body.drinking,
    smoking: body.smoking,
    workout: body.workout,
    birthChartType: body.birth_chart_type,
    birthChartSymbol: body.birth_chart_symbol,
    birthChartSign: body.birth_chart_sign,
    tropicalSidereal: body.tropical_sidereal,
    purpose: body.purpose,
    wantsToMeet: body.wantsToMeet,
    orientation: body.orientation,
    relationshipStatus: body.relationship_status,
    ageFrom,
    ageTo,
    maxDistance: body.max_distance,
    distanceType: body.distance_type,
    ageRangePublic: body.age_range_public_element === 'public',
    orientationPublic: body.orientation_public_element === 'public',
    relationshipStatusPublic: body.relationship_status_public_element === 'public',
    residencePublic: body.residence_public_element === 'public',
    professionPublic: body.profession_public_element === 'public',
    hideFromExplore: body.hide_from_explore,
    showOnlineStatus: body.show_online_status,
    pushBeenMatched: body.push_notifications.been_matched,
    pushBeenLiked: body.push_notifications.been_liked,
    pushBeenSuperliked: body.push_notifications.been_superliked,
    pushMessageReceived: body.push_notifications.message_received,
    pushAstroInsights: body.push_notifications.astro_insights,
    preferences: body.preferences,
    userStatus: body.userStatus,
    adminComments: trimmed(body.adminComments),
    starred: body.starred,
    liked: body.liked,
  };
}

/** The columns of a member created by an admin: the essentials, defaults for the rest. */
export function createColumns(body: CreateMemberBody): typeof schema.members.$inferInsert {
  checkDob(body.dob);
  return {
    nickName: body.nickName.trim(),
    fullName: trimmed(body.fullName),
    identifier: body.identifier.trim().toLowerCase(),
    mode: 'local',
    gender: body.gender,
    dob: body.dob,
    tob: body.tob ?? null,
    pob: trimmed(body.pob),
    birthLat: coordinate(body.geoBirth?.lat),
    birthLng: coordinate(body.geoBirth?.lng),
    place: trimmed(body.place),
    profession: trimmed(body.profession),
    jungianType: body.jungianType ?? null,
    tropicalSidereal: body.tropical_sidereal ?? null,
    heightM: body.height ?? null,
    purpose: body.purpose ?? null,
    wantsToMeet: body.wantsToMeet ?? null,
    relationshipStatus: body.relationship_status ?? null,
  };
}
