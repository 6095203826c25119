import type { EditMemberBody, Member } from '@orrery/contract';
import { formatCoordinates, parseCoordinates } from '../../lib/format';
import { cmToMetres, dobText, metresToCm, parseDob } from '../../lib/memberFormat';

type Replaced = 'dob' | 'height' | 'geoBirth' | 'age_range' | 'version';

/** What the member form holds: the edit body, with the date of birth as typed, height in cm, co-ordinates as text. */
export interface MemberFormValues extends Omit<EditMemberBody, Replaced> {
  dob: string;
  heightCm: number | null;
  birthCoordinates: string;
  ageFrom: number | null;
  ageTo: number | null;
}

export function fromMember(member: Member): MemberFormValues {
  const { dob, height, geoBirth, age_range, version: _version, ...rest } = member;
  return {
    ...rest,
    gender: member.gender === 'm' || member.gender === 'f' ? member.gender : null,
    dob: dobText(dob),
    heightCm: height === null ? null : metresToCm(height),
    birthCoordinates: geoBirth ? formatCoordinates(geoBirth.lat, geoBirth.lng) : '',
    ageFrom: age_range?.[0] ?? null,
    ageTo: age_range?.[1] ?? null,
  };
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The full user object `PUT user/edit/{id}` takes: the loaded member with the form's values over it. */
export function toEditBody(member: Member, values: MemberFormValues): EditMemberBody {
  const { dob, heightCm, birthCoordinates, ageFrom, ageTo, ...rest } = values;
  const geo = parseCoordinates(birthCoordinates ?? '');
  return {
    ...member,
    ...rest,
    gender: rest.gender,
    fullName: blankToNull(rest.fullName),
    tob: blankToNull(rest.tob),
    onHoldReason: blankToNull(rest.onHoldReason),
    dob: dob ? parseDob(dob) : null,
    height: heightCm === null || heightCm === undefined ? null : cmToMetres(heightCm),
    geoBirth: geo ? { lat: Number(geo.lat.toFixed(4)), lng: Number(geo.lng.toFixed(4)) } : null,
    age_range:
      ageFrom !== null && ageTo !== null && ageFrom !== undefined && ageTo !== undefined
        ? [ageFrom, ageTo]
        : null,
    version: member.version,
  };
}
