/** Messages of the App Settings, Force Update and IP Whitelist screens. */
export const appSettingMessages = {
  updated: 'App settings updated successfully',
  failed: 'Something went wrong',
  moreThanZero: 'Allow only more than 0 value',
  wholeNumber: (key: string) => `${key} must be a whole number.`,
  notBoolean: (key: string) => `${key} must be true or false.`,
  notLimits: 'permission_limits needs basic_swipe_like and basic_swipe_superstar.',
  duplicateKey: (key: string) => `The setting "${key}" is listed twice.`,
  stale:
    'The app settings were changed by someone else since you opened them. Reload them to see the changes, then save again.',
} as const;

export const versionMessages = {
  updated: 'Versions updated successfully',
  badVersion: 'Please enter the version as x.y.z (for example 1.2.1).',
  duplicatePlatform: (key: string) => `The platform "${key}" is listed twice.`,
  notYours: 'This screen acts on your own account only.',
  badPlatform: 'platform must be ios or android',
  stale:
    'The versions were changed by someone else since you opened them. Reload them to see the changes, then save again.',
} as const;

export const ipMessages = {
  added: 'IP Address added successfully',
  addFailed: 'Failed to add IP Address',
  deleted: 'IP Address deleted successfully',
  deleteFailed: 'Failed to delete IP Address',
  badIpv4: 'Please enter a valid IPv4 address or range (for example 203.0.113.7 or 203.0.113.0/24).',
  badIpv6: 'Please enter a valid IPv6 address or range (for example 2001:db8::7 or 2001:db8::/48).',
  duplicate: 'This IP address is already on the list.',
  notFound: 'This IP address is not on the list.',
  userMismatch: 'userId must be the admin of the address.',
  onlyOwnList: 'Only a superadmin can change the IP whitelist of another admin.',
  adminNotFound: 'Admin not found.',
  lastSuperadmin:
    'This would lock out every superadmin from the address you are calling from: keep an entry for it, or leave one superadmin without entries.',
  selfLockout: (ip: string) =>
    `After this change you could no longer sign in from the address you are calling from (${ip}). Confirm to go on.`,
  refused: (ip: string) =>
    `Access from this address (${ip}) is not allowed for this account. Ask a superadmin to add it to your IP whitelist.`,
} as const;
