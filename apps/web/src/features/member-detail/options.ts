import {
  birthChartSymbols,
  birthChartTypes,
  diets,
  distanceTypes,
  drinkingHabits,
  jungianTypes,
  orientationLabels,
  orientations,
  purposes,
  relationshipStatuses,
  religiosities,
  smokingHabits,
  userStatuses,
  wantsToMeetLabels,
  wantsToMeetValues,
  workoutHabits,
  zodiacSigns,
  zodiacSystems,
} from '@orrery/contract';

/** `long_term_dating` → `Long term dating`. */
export function humanLabel(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const named =
  (labels: Readonly<Record<string, string>>) =>
  (values: readonly string[]): { value: string; label: string }[] =>
    values.map((value) => ({ value, label: labels[value] ?? humanLabel(value) }));
const plain = named({});

const chartTypeLabels = { ei: 'EI', si: 'SI', ni: 'NI', w: 'W' };
const zodiacLabels = { t: 'Tropical', s: 'Sidereal' };

/** Select options of every member enumeration. */
export const memberOptions = {
  gender: [
    { value: 'm', label: 'Male' },
    { value: 'f', label: 'Female' },
  ],
  diet_options: plain(diets),
  religiosity: plain(religiosities),
  drinking: plain(drinkingHabits),
  smoking: plain(smokingHabits),
  workout: plain(workoutHabits),
  birth_chart_type: named(chartTypeLabels)(birthChartTypes),
  birth_chart_symbol: birthChartSymbols.map((value) => ({ value, label: value.toUpperCase() })),
  birth_chart_sign: plain(zodiacSigns),
  tropical_sidereal: named(zodiacLabels)(zodiacSystems),
  orientation: named(orientationLabels)(orientations),
  distance_type: distanceTypes.map((value) => ({ value, label: value })),
  wantsToMeet: named(wantsToMeetLabels)(wantsToMeetValues),
  purpose: plain(purposes),
  relationship_status: plain(relationshipStatuses),
  jungianType: jungianTypes.map((value) => ({ value, label: value })),
  userStatus: plain(userStatuses),
  publicElement: [
    { value: 'public', label: 'Public' },
    { value: 'private', label: 'Private' },
  ],
};
