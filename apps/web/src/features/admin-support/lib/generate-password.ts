import { GENERATED_PASSWORD_LENGTH } from '@marquee/contracts/admin-support';

/** Letters and digits that cannot be misread when the password is read out (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * A random password of spec 9's 12 characters, drawn with the browser's cryptographic generator. Values past the
 * last whole multiple of the alphabet are drawn again, so every character is equally likely.
 */
export function generatePassword(
  length: number = GENERATED_PASSWORD_LENGTH,
  random: (buffer: Uint32Array) => Uint32Array = (buffer) => crypto.getRandomValues(buffer),
): string {
  const limit = Math.floor(2 ** 32 / ALPHABET.length) * ALPHABET.length;
  let password = '';
  while (password.length < length) {
    for (const value of random(new Uint32Array(length))) {
      if (value < limit && password.length < length) password += ALPHABET[value % ALPHABET.length];
    }
  }
  return password;
}
