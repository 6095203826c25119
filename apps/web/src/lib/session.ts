import { isAdminType, keysClearedOnLogout, storageKeys, type SignedInUser } from '@orrery/contract';
import { isRecord, readJson, readText, removeKeys, writeJson, writeText } from './storage';

function isSignedInUser(value: unknown): value is SignedInUser {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.nickName === 'string' &&
    typeof value.user_type === 'string'
  );
}

export function getStoredUser(): SignedInUser | null {
  return readJson(storageKeys.user, isSignedInUser);
}

export function getAccessToken(): string | null {
  return readText(storageKeys.accessToken);
}

/** Sign-in counts as complete only when the stored user carries its admin login time. */
export function isSignedIn(): boolean {
  return Boolean(getStoredUser()?.adminLoginTime);
}

/** Signed in and still holding a token: the login screen may skip straight to the wanted page. */
export function hasLiveSession(): boolean {
  return isSignedIn() && Boolean(getAccessToken());
}

/** Admin or superadmin: the only account types that may enter. */
export function mayEnter(user: Pick<SignedInUser, 'user_type' | 'roles'>): boolean {
  return isAdminType(user.user_type) || user.roles.some(isAdminType);
}

export function isSuperadmin(user: SignedInUser | null): boolean {
  return user?.user_type === 'superadmin';
}

export function saveSignIn(accessToken: string, user: SignedInUser): void {
  writeText(storageKeys.accessToken, accessToken);
  writeJson(storageKeys.user, user);
}

export function clearAccessToken(): void {
  removeKeys([storageKeys.accessToken]);
}

export function clearSignIn(): void {
  removeKeys(keysClearedOnLogout);
}
