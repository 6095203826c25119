import { PUSH_LANGUAGES, pushMessages as m, type PushAudience } from '@orrery/contract';
import type { ScheduleValues } from '../../../components/schedule/schedule';
import { splitIds, type UserGroups } from './userGroups';

/** "Any language" (no language filter, the form's value until one is chosen), then the languages. */
export const ANY_LANGUAGE = 'any';
export const languageOptions = [
  { value: ANY_LANGUAGE, label: m.anyLanguage },
  ...PUSH_LANGUAGES.map((l) => ({ value: l.key, label: l.label })),
];

/** The Push Notification form: audience, texts and schedule. */
export interface PushValues extends ScheduleValues {
  language?: typeof ANY_LANGUAGE | 'en' | 'pt_br';
  fromAgeValue?: number | null;
  toAgeValue?: number | null;
  gender?: ('m' | 'f')[];
  cities?: string[];
  states?: string[];
  countries?: string[];
  notificationKey?: string;
  notificationTitle?: string;
  notificationBody?: string;
  notificationDescription?: string;
  userIds?: string;
}

/** Who the push goes to: the marked groups, else the filters and ids typed; and its key. */
export function audienceOf(values: PushValues, groups: UserGroups): PushAudience {
  return {
    ...groups,
    ...(groups.allUser
      ? {}
      : {
          language: values.language === ANY_LANGUAGE ? undefined : values.language,
          fromAgeValue: values.fromAgeValue ?? null,
          toAgeValue: values.toAgeValue ?? null,
          gender: values.gender ?? [],
          cities: values.cities ?? [],
          states: values.states ?? [],
          countries: values.countries ?? [],
          userIds: splitIds(values.userIds),
        }),
    notificationKey: values.notificationKey,
  };
}
