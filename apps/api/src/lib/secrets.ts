import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

/** A random opaque token of 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes; they are long and random, so no salt or stretching is needed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// scrypt parameters: N=2^15, r=8, p=1 (about 32 MiB, tens of milliseconds), per OWASP guidance.
const N = 32768;
const R = 8;
const P = 1;
const KEY_LEN = 64;
const SCRYPT_OPTS = { N, r: R, p: P, maxmem: 64 * 1024 * 1024 };

/** Hash a password with scrypt; the result carries its own parameters and salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LEN, SCRYPT_OPTS);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * A stored password hash of no password anyone knows, in hashPassword's form with a random salt and random key
 * bytes: for accounts whose owner sets a password through a link (a supplier import, docs/decisions/0067). No scrypt
 * is run (an import of 10,000 suppliers would spend minutes on it); finding a password that matches is as hard as
 * inverting scrypt.
 */
export function randomPasswordHash(): string {
  return `scrypt$${N}$${R}$${P}$${randomBytes(16).toString('base64')}$${randomBytes(KEY_LEN).toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

/** A random password of the given length (admin password reset: 12). */
export function generatePassword(length = 12): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
