import { Type, type Static } from 'typebox';
import { passwordMessages, passwordRule } from './texts';

/** A password under the strength rule; `message` names its field. */
export const PasswordField = (message: string) =>
  Type.String({ minLength: passwordRule.min, maxLength: passwordRule.max, errorMessage: message });

/** A reset link's token: 256 random bits, base64url (43 characters). */
const ResetToken = Type.String({
  pattern: '^[A-Za-z0-9_-]{43}$',
  errorMessage: passwordMessages.linkUnknown,
});

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({
    minLength: 1,
    maxLength: passwordRule.max,
    errorMessage: passwordMessages.currentRequired,
  }),
  newPassword: PasswordField(passwordMessages.newWeak),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ResetLinkBody = Type.Object({ token: ResetToken });
export type ResetLinkBody = Static<typeof ResetLinkBody>;

export const SetPasswordBody = Type.Object({
  token: ResetToken,
  newPassword: PasswordField(passwordMessages.newWeak),
});
export type SetPasswordBody = Static<typeof SetPasswordBody>;

/** A reset link that may still be used: whose it is and until when. */
export const ResetLinkAnswer = Type.Object({
  valid: Type.Literal(true),
  identifier: Type.String(),
  nickName: Type.String(),
  expiresAt: Type.String(),
});
export type ResetLinkAnswer = Static<typeof ResetLinkAnswer>;

export const ResetPasswordAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  expiresAt: Type.String(),
});
export type ResetPasswordAnswer = Static<typeof ResetPasswordAnswer>;
