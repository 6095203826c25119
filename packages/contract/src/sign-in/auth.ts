import { Type, type Static } from 'typebox';
import { SignedInUser } from '../admins/admin';
import { signInMessages as m } from './messages';

export const AdminLoginBody = Type.Object({
  identifier: Type.String({ minLength: 1, maxLength: 254, errorMessage: m.emailRequired }),
  password: Type.String({ minLength: 1, maxLength: 200, errorMessage: m.passwordRequired }),
});
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminLoginAnswer = Type.Object({
  valid: Type.Boolean(),
  user: SignedInUser,
  message: Type.String(),
});
export type AdminLoginAnswer = Static<typeof AdminLoginAnswer>;

export const VerifyOtpBody = Type.Object({
  otp: Type.String({ pattern: '^[0-9]{6}$', errorMessage: m.otpRequired }),
  identifier: Type.String({ minLength: 1, maxLength: 254, errorMessage: m.emailRequired }),
});
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

export const VerifyOtpAnswer = Type.Object({
  valid: Type.Literal(true),
  accessToken: Type.String(),
  user: SignedInUser,
  message: Type.String(),
});
export type VerifyOtpAnswer = Static<typeof VerifyOtpAnswer>;
