import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Name of the cookie a browser gets after signing in to an account (sent to /api/auth only). */
export const DEVICE_COOKIE = 'shop.device';
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/**
 * OWASP's device cookies: proof that this browser signed in to an account before, so failures
 * from elsewhere do not lock it out (sign-in-limiter.ts). The cookie names the account (a digest
 * of its email) and a random device id, signed with a key derived from the shop's auth secret;
 * it grants nothing by itself, only a separate count of failed attempts.
 */
export class DeviceCookies {
  readonly #key: Buffer;

  constructor(
    authSecret: string,
    private readonly secure: boolean,
  ) {
    this.#key = createHmac('sha256', authSecret).update('shop device cookies v1').digest();
  }

  /** The device id of a valid cookie for this account, or null (none, forged, or another account's). */
  deviceFor(cookieHeader: string | undefined, email: string): string | null {
    const value = readCookie(cookieHeader, DEVICE_COOKIE);
    if (!value) return null;
    const [account, device, signature] = value.split('.');
    if (!account || !device || !signature || account !== accountDigest(email)) return null;
    const expected = this.#sign(`${account}.${device}`);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  /** The Set-Cookie header for a browser that just signed in (keeps its device id when it had one). */
  issue(email: string, deviceId: string | null): string {
    const device = deviceId ?? randomBytes(16).toString('base64url');
    const payload = `${accountDigest(email)}.${device}`;
    const value = `${payload}.${this.#sign(payload).toString('base64url')}`;
    return `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`;
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest();
  }
}

function accountDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
