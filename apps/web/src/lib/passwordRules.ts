import type { FormRule } from 'antd';
import { passwordRule, passwordRuleMessage } from '@orrery/contract';

/** A new password's antd rules: required, then the strength rule of packages/contract, named by `label`. */
export const newPasswordRules = (label: string, requiredMessage: string): FormRule[] => [
  { required: true, message: requiredMessage },
  { min: passwordRule.min, max: passwordRule.max, message: passwordRuleMessage(label) },
];

/** A confirmation field's antd rules: required, and equal to the field `of` (list it in `dependencies`). */
export const confirmPasswordRules = (of: string, requiredMessage: string, mismatch: string): FormRule[] => [
  { required: true, message: requiredMessage },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || getFieldValue(of) === value ? Promise.resolve() : Promise.reject(new Error(mismatch)),
  }),
];
