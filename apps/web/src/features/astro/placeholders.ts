/** The astrology placeholder pages: a header only, no behaviour. */
export const astroPlaceholders = [
  { path: '/astro/lucky-times', title: 'Lucky Times' },
  { path: '/astro/astakuta', title: 'Aṣṭakūṭa Compatibility System' },
  { path: '/astro/cyclical-synastry', title: 'Cyclical Synastry Compatibility System' },
  { path: '/astro/progressed-synastry', title: 'Progressed Synastry Compatibility System' },
  { path: '/astro/protocols', title: 'Protocols' },
  { path: '/astro/panchanga', title: 'Pañcāṅga' },
  { path: '/astro/astro-ui', title: 'Astro UI' },
  { path: '/astro/stations', title: 'Planetary Stations' },
  { path: '/astro/swiss-ephemeris', title: 'Swiss Ephemeris Files' },
] as const;
