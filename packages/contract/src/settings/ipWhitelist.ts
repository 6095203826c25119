import { Type, type Static } from 'typebox';

/** IP entry: an IPv4 address or CIDR range, optionally an IPv6 one, per admin. */
export const IpEntry = Type.Object({
  _id: Type.String(),
  ipAddress: Type.String(),
  ip6Address: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type IpEntry = Static<typeof IpEntry>;

export const IpListAnswer = Type.Object({
  valid: Type.Literal(true),
  ips: Type.Array(IpEntry),
  /** The caller's address as the server sees it (honouring TRUST_PROXY), not from an outside service. */
  callerIp: Type.String(),
  /** Whether the caller's address is covered (always true when the list is empty: no restriction). */
  callerAllowed: Type.Boolean(),
});
export type IpListAnswer = Static<typeof IpListAnswer>;

export const IpSaveBody = Type.Object({
  userId: Type.String({ format: 'uuid', errorMessage: 'userId is not valid.' }),
  ipAddress: Type.String({ maxLength: 60, errorMessage: 'Please enter the IP address.' }),
  ip6Address: Type.Optional(Type.String({ maxLength: 60 })),
  /** Saves even though the caller could no longer reach the API from where they are. */
  confirm: Type.Optional(Type.Boolean()),
});
export type IpSaveBody = Static<typeof IpSaveBody>;

export const IpDeleteQuery = Type.Object({
  confirm: Type.Optional(Type.Boolean()),
});
export type IpDeleteQuery = Static<typeof IpDeleteQuery>;
