import { useState } from 'react';
import { Input, type InputProps } from 'antd';
import { isNumberWithin, numberOfText, type NumberLimits, type TypedNumber } from '@orrery/contract';

const textOf = (value: TypedNumber | undefined) =>
  value === null || value === undefined ? '' : String(value);

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: TypedNumber;
  onChange?: (value: TypedNumber) => void;
  /** The box shows itself invalid while its value is not a number within these (an empty box aside). */
  limits?: NumberLimits;
}

/**
 * A number box for forms that never puts another value in place of what was typed: unlike antd's
 * InputNumber, which keeps its last valid number (or clamps it) while the box shows "abc" or "1.5", the
 * form here receives the number typed, null when empty, or the text itself, which the field's rule
 * refuses. The box is marked invalid at once; Save waits for the rules.
 */
export function NumberInput({ value, onChange, limits, status, ...rest }: NumberInputProps) {
  const [text, setText] = useState(() => textOf(value));
  // a value set from outside (a reset, another record) replaces the text; the person's own typing stays
  const shown = Object.is(numberOfText(text), value ?? null) ? text : textOf(value);
  const invalid = value !== null && value !== undefined && !!limits && !isNumberWithin(value, limits);
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      status={invalid ? 'error' : status}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(numberOfText(event.target.value));
      }}
    />
  );
}
