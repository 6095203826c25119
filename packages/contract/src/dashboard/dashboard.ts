import { Type, type Static } from 'typebox';

export const dashboardMessages = {
  countryCode: 'countryShortName must be a two-letter ISO country code such as IN or BR.',
  unknownCountryCode: (code: string) => `There is no country with the code ${code}.`,
  unknownCountry: (name: string) => `There is no country called ${name}: choose one from the list.`,
} as const;

/** `GET /api/user/dashboardList`: one country (ISO-2 code, or its English name) or, without either, all. */
export const DashboardQuery = Type.Object({
  country: Type.Optional(Type.String({ maxLength: 100 })),
  countryShortName: Type.Optional(
    Type.String({ pattern: '^([A-Za-z]{2})?$', errorMessage: dashboardMessages.countryCode }),
  ),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

const Count = Type.Integer({ minimum: 0 });

/** Sign-ups of a window of whole UTC days up to now, and the accounts deleted in it. */
export const RegistrationWindow = Type.Object({
  /** First day of the window (UTC, YYYY-MM-DD), and the last (today). */
  from: Type.String(),
  to: Type.String(),
  total: Count,
  complete: Count,
  incomplete: Count,
  female: Count,
  male: Count,
  deleted: Count,
});
export type RegistrationWindow = Static<typeof RegistrationWindow>;

/** Every statistic of the registration dashboard; docs/ say what each one counts. */
export const DashboardAnswer = Type.Object({
  valid: Type.Literal(true),
  /** ISO-2 code of the country counted, or null for all countries. */
  countryShortName: Type.Union([Type.String(), Type.Null()]),
  /** Today (UTC), the day of the "today" figures. */
  date: Type.String(),
  todayCompleteRegistration: Count,
  todayRegistration: Count,
  todayFemaleRegistration: Count,
  todayMaleRegistration: Count,
  todayIncompleteRegistration: Count,
  todayDeleted: Count,
  WeeklyRegistration: RegistrationWindow,
  monthlyRegistration: RegistrationWindow,
  registrationComplete: Count,
  registrationUncompleted: Count,
  onlineMembers: Count,
  maleMembers: Count,
  femaleMembers: Count,
  completeProfileMembers: Count,
  todayActiveUser: Count,
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;
