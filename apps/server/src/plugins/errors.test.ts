import { describe, expect, it } from 'vitest';
import { validationMessage } from './errors';

describe('validationMessage', () => {
  it('prefers the errorMessage of the schema that failed', () => {
    expect(
      validationMessage([
        {
          keyword: 'minLength',
          instancePath: '/nickName',
          parentSchema: { errorMessage: 'Please enter display name!' },
        },
      ]),
    ).toBe('Please enter display name!');
  });

  it('uses the missing field’s own errorMessage', () => {
    const parentSchema = { properties: { password: { errorMessage: 'Please enter password' } } };
    expect(
      validationMessage([
        { keyword: 'required', instancePath: '', params: { missingProperty: 'password' }, parentSchema },
      ]),
    ).toBe('Please enter password');
  });

  it('names the field when the schema gives no message', () => {
    expect(
      validationMessage([{ keyword: 'maximum', instancePath: '/pageLimit', message: 'must be <= 200' }]),
    ).toBe('pageLimit must be <= 200');
    expect(
      validationMessage([{ keyword: 'required', instancePath: '', params: { missingProperty: 'otp' } }]),
    ).toBe('otp is required');
  });
});
