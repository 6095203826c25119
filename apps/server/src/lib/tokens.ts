import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Identifies a stored token without revealing it: the first 16 hex digits of its hash. */
export const tokenFingerprint = (tokenHash: string) => tokenHash.slice(0, 16);

export function newOtpCode(length = 6): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomPassword(): string {
  return randomBytes(15).toString('base64url');
}
