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
