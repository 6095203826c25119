/** The zodiac signs in order from Aries (0°–30°), as the console shows a longitude's sign. */
export const ZODIAC_SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

/** The names of the chart points, by their code. */
export const POINT_NAMES = {
  su: 'Sun',
  mo: 'Moon',
  me: 'Mercury',
  ve: 'Venus',
  ma: 'Mars',
  ju: 'Jupiter',
  sa: 'Saturn',
  ra: 'Rahu (North Node)',
  ke: 'Ketu (South Node)',
  ur: 'Uranus',
  ne: 'Neptune',
  pl: 'Pluto',
  as: 'Ascendant',
  mc: 'Midheaven',
} as const;
