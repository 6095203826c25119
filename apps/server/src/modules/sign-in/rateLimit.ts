/** The per-address rate limit of the public sign-in steps, and of the other calls that take a secret (passwords). */
export const signInRateLimit = { max: 30, timeWindow: '1 minute' } as const;
