import type { FormRule } from 'antd';
import { parseCoordinates } from './format';

/** A Co-ordinates field's rule: `lat lng` read by parseCoordinates, else `message`. */
export const coordinatesRule = (message: string): FormRule => ({
  validator: (_, value: string | undefined) =>
    value && parseCoordinates(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});
