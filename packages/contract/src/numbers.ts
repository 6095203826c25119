/** The limits of a number typed into a form: from min to max, a whole number when `whole`. */
export interface NumberLimits {
  min: number;
  max: number;
  whole?: boolean;
}

/**
 * True when a form's value is a number within its limits. A box whose text is not a number holds that
 * text (see the console's NumberInput), so it fails here: typed input is never replaced by an old value.
 */
export const isNumberWithin = (value: unknown, { min, max, whole = false }: NumberLimits): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= min &&
  value <= max &&
  (!whole || Number.isInteger(value));

/** What a number box holds: a number, null when empty, or the text typed when it is no number. */
export type TypedNumber = number | null | string;

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Typed text read as a form keeps it: '' → null, "0.25" → 0.25, "abc", "1,5" or "1e3" → the text itself,
 * which isNumberWithin refuses. Used by the console's number boxes and by the server for numbers stored as text.
 */
export function numberOfText(text: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
}
