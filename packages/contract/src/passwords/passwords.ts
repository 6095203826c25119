import { Type, type Static } from 'typebox';

/**
 * The one strength rule of admin passwords: add admin, change my password, and a new password set
 * through a reset link. Only the length is ruled; argon2id does the rest.
 */
export const passwordRule = { min: 10, max: 200 } as const;

/** What the rule says about the field labelled `label` ("The password", "The new password"). */
export const passwordRuleMessage = (label: string) =>
  `${label} needs at least ${passwordRule.min} characters (at most ${passwordRule.max}).`;

/** The rule as the password forms show it beside the field. */
export const passwordRuleHint = `At least ${passwordRule.min} characters (at most ${passwordRule.max}).`;

/** A one-time reset link is valid this long. */
export const RESET_LINK_MINUTES = 30;

/** The console's public page a reset link opens; the token follows in the fragment (`#token=…`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The labels of the password screens, which the messages below name. */
export const passwordLabels = {
  current: 'Current password',
  new: 'New password',
  confirm: 'Confirm new password',
} as const;

export const passwordMessages = {
  currentRequired: 'Please enter your current password',
  currentWrong: 'The current password is not right.',
  newWeak: passwordRuleMessage('The new password'),
  newRequired: 'Please input the new password',
  confirmRequired: 'Please confirm the new password!',
  sameAsCurrent: 'The new password must differ from the current password.',
  changed: 'Password changed. Your other sessions have been signed out.',
  resetOwn: 'To change your own password, use Change password in the account menu.',
  resetSent: (email: string) =>
    `A password reset link, valid for ${RESET_LINK_MINUTES} minutes, was mailed to ${email}.`,
  linkUnknown: 'This password reset link is not valid. Ask a superadmin for a new one.',
  linkExpired:
    'This password reset link has expired or was replaced by a newer one. Ask a superadmin for a new one.',
  linkUsed: 'This password reset link has already been used. Ask a superadmin for a new one.',
  passwordSet: 'Your new password is set. Sign in with it.',
  notInUpdateAdmin:
    "Password: an admin's password is not changed by editing the admin. Use Reset password to mail them a link.",
} as const;

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
