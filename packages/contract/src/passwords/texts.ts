/** Plain values (no schemas): the console's sign-in screens import them without bundling TypeBox. */

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
