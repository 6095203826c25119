/** Plain values (no schemas) of the checks every route shares: the console imports them without TypeBox. */

/**
 * Every date the API takes (`format: 'date'` or `'date-time'`) lies in these years: wide enough for any
 * birth date or record, narrow enough for every database column and date library (year 0 is none).
 */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

/** Messages of the checks that every route shares. */
export const inputMessages = {
  dateRange: (field: string) =>
    `${field} must be a date from ${DATE_YEARS.min}-01-01 to ${DATE_YEARS.max}-12-31.`,
  notFinite: (field: string) => `${field} must be a finite number.`,
  multipart: 'The upload is not a valid multipart form.',
  badUrl: 'The address is not valid: part of it is not properly percent-encoded.',
  longUrlPart: 'Part of the address is too long.',
  headersTooLarge: 'The address or the headers of the request are too long.',
  requestTimeout: 'The request took too long to arrive.',
  notHttp: 'The request is not valid HTTP.',
  loneSurrogate: 'Text cannot contain half of a UTF-16 surrogate pair (invalid Unicode).',
} as const;
