/** Plain values (no schemas) of the member chart panel: the console imports them without TypeBox. */

/** What the chart panel says about a chart it draws without a birth time. */
export const memberChartTexts = {
  noTime:
    'Birth time unknown: the planets are placed for 12:00 local time on the birth date (the Moon may be up to 7° off), and the houses, Ascendant and Midheaven, which need the time, are not shown.',
} as const;
