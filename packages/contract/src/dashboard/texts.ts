/**
 * What each registration-dashboard figure counts: the OVERVIEW tooltips and docs/ say the same.
 * Plain values, so that the console can import them without TypeBox. Days are UTC days.
 */
export const dashboardTooltips = {
  today:
    'Accounts created today (UTC): completed / all, with female, male and incomplete sign-ups, and accounts deleted today.',
  weekly:
    'Accounts created in the last 7 days up to today (today and the 6 days before it), and accounts deleted in them.',
  monthly:
    'Accounts created in the last 30 days up to today (today and the 29 days before it), and accounts deleted in them.',
  registrationComplete: 'Members (not deleted) who finished every registration step.',
  registrationUncompleted: 'Members (not deleted) who started registering but stopped before the last step.',
  onlineMembers: 'Members (not deleted) connected to the app right now.',
  maleMembers: 'Members (not deleted) whose gender is male, registration complete or not.',
  femaleMembers: 'Members (not deleted) whose gender is female, registration complete or not.',
  completeProfileMembers:
    'Members (not deleted) with a complete profile: registration done, bio, lifestyle answers, personality quiz and at least 3 photos.',
  todayActiveUser:
    "Members the app reported any event of today, UTC (a session, a screen visit, an action), deleted since or not: the same figure as today's DAU in PMF Metrics (User Activity), counted within about a minute of the events.",
} as const;
