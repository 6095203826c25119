/** `/login?redirect=<the full wanted path>`; the login screen itself is never a redirect target. */
export function loginPath(wanted: string): string {
  if (!wanted || wanted === '/' || wanted.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}

/** Where to go after sign-in: only a path inside this site, never another origin. */
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
    return '/';
  if (redirect.startsWith('/login')) return '/';
  return redirect;
}

/** What a move to /login tells the login page to say on arrival (the toasts of the page left go with it). */
export interface LoginNotice {
  notice: 'session-expired';
}

export const isLoginNotice = (state: unknown): state is LoginNotice =>
  typeof state === 'object' && state !== null && (state as LoginNotice).notice === 'session-expired';
