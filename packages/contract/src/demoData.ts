/**
 * Demo data (the generator's members, the demo celebrities, the first admin's default address) uses only
 * domain names reserved for examples and tests, which no mail server delivers to: example.com,
 * example.net, example.org and their subdomains (RFC 2606), and the top-level names .test, .example,
 * .invalid and .localhost (RFC 2606, RFC 6761).
 */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
const RESERVED_TOP_LEVEL = ['test', 'example', 'invalid', 'localhost'] as const;

/** Whether mail to this domain can never reach anyone (a name reserved by RFC 2606 / RFC 6761). */
export function isReservedMailDomain(domain: string): boolean {
  const name = domain.trim().toLowerCase().replace(/\.$/, '');
  if (RESERVED_DOMAINS.some((reserved) => name === reserved || name.endsWith(`.${reserved}`))) return true;
  const top = name.slice(name.lastIndexOf('.') + 1);
  return (RESERVED_TOP_LEVEL as readonly string[]).includes(top);
}

/** The domain of an e-mail address (after its last @). */
export const mailDomainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * Demo device tokens start with `demo-` and hold no colon. An FCM registration token always holds one
 * (`<instance id>:<token>`), so no demo token can pass for a real one and none is ever sent to FCM.
 */
export const DEMO_PUSH_TOKEN_PREFIX = 'demo-';

export const isDemoPushToken = (token: string) =>
  token.startsWith(DEMO_PUSH_TOKEN_PREFIX) && !token.includes(':');

/** A part of a start's work still loading behind the API (the demo data), as `/readyz` lists it. */
export interface LoadingStep {
  name: string;
  done: number;
  total: number;
}

/** `GET /readyz`: the API serves; `loading` lists what is still loading behind it. */
export interface ReadyAnswer {
  status: 'ready';
  database: 'pglite' | 'postgres';
  loading: LoadingStep[];
}
