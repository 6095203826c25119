export type AppMode = 'development' | 'live';

export const appModeLabels: Record<AppMode, string> = { development: 'Development', live: 'Live' };

const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/** A development host (a `dev` label, `development`, or a local address) means Development; anything else is Live. */
export function deriveAppMode(hostname: string): AppMode {
  const host = hostname.toLowerCase();
  if (localHosts.has(host) || host.endsWith('.localhost')) return 'development';
  return /(^|[.-])dev(elopment)?([.-]|\d|$)/.test(host) ? 'development' : 'live';
}

/** The other console's address for the screen being shown: its base, then the same path, query and hash. */
export function switchTarget(base: string, pathname: string, search: string, hash: string): string {
  const url = new URL(base);
  const root = url.pathname.replace(/\/$/, '');
  return new URL(`${root}${pathname}${search}${hash}`, url.origin).toString();
}
