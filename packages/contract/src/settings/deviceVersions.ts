import { Type, type Static } from 'typebox';
import { APP_VERSION_PATTERN } from './values';

/** Version entries: the app-wide force-update policy per platform. */
export const DEVICE_VERSION_KEYS = ['mobile__ios', 'mobile__android'] as const;
export type DeviceVersionKey = (typeof DEVICE_VERSION_KEYS)[number];
export const APP_PLATFORMS = ['ios', 'android'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export const DeviceVersion = Type.Object({
  key: Type.Enum(DEVICE_VERSION_KEYS, { errorMessage: 'key must be mobile__ios or mobile__android' }),
  version: Type.String({ maxLength: 20 }),
  forceUpdate: Type.Boolean({ errorMessage: 'forceUpdate must be true or false' }),
});
export type DeviceVersion = Static<typeof DeviceVersion>;

export const DeviceVersionsBody = Type.Object({
  items: Type.Array(DeviceVersion, {
    minItems: 1,
    maxItems: 2,
    errorMessage: 'items is a list of 1 or 2 platform versions',
  }),
  /** The versions' save stamp loaded (see DeviceVersionsAnswer.savedAt): 409 when saved since. */
  savedAt: Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    errorMessage: 'must say which save of the versions was edited',
  }),
});
export type DeviceVersionsBody = Static<typeof DeviceVersionsBody>;

export const DeviceVersionsAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.Optional(Type.String()),
  items: Type.Array(DeviceVersion),
  /** The time of the last save in ms (0 before the first). */
  savedAt: Type.Integer(),
});
export type DeviceVersionsAnswer = Static<typeof DeviceVersionsAnswer>;

export const VersionPolicyQuery = Type.Object({
  platform: Type.Enum(APP_PLATFORMS, { errorMessage: 'platform must be ios or android' }),
  version: Type.String({
    pattern: APP_VERSION_PATTERN,
    errorMessage: 'version must be x.y.z (for example 1.2.1)',
  }),
});
export type VersionPolicyQuery = Static<typeof VersionPolicyQuery>;

export const VersionPolicyAnswer = Type.Object({
  valid: Type.Literal(true),
  platform: Type.Enum(APP_PLATFORMS),
  version: Type.String(),
  latestVersion: Type.String(),
  /** A newer version than the one asked about exists. */
  updateAvailable: Type.Boolean(),
  /** The app must update before it is used: a newer version exists and force update is on. */
  mustUpdate: Type.Boolean(),
});
export type VersionPolicyAnswer = Static<typeof VersionPolicyAnswer>;

/** Compares two x.y.z versions part by part: negative, 0 or positive. */
export function compareAppVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export const isAppVersion = (value: string): boolean => new RegExp(APP_VERSION_PATTERN).test(value);
