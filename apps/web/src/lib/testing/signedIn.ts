import { storageKeys } from '@orrery/contract';

/** For tests: an admin's session in storage, as after a sign-in (the routes' prefetches need one). */
export function storeSignedInAdmin(): void {
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ _id: 'me', nickName: 'Me', user_type: 'admin', roles: ['admin'], adminLoginTime: 1 }),
  );
  localStorage.setItem(storageKeys.accessToken, 'token');
}
