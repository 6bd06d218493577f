import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';

describe('generatePassword (spec 9: 12 characters)', () => {
  it('draws 12 characters from the unambiguous alphabet with the cryptographic generator', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
  });

  it('draws again past the last whole multiple of the alphabet, so no character is favoured', () => {
    const values = [2 ** 32 - 1, 0, 1];
    let call = 0;
    const random = (buffer: Uint32Array) => {
      buffer.fill(values[Math.min(call++, 2)]!);
      return buffer;
    };
    // The first draw is all out of range; the second is all 0 → 'A'.
    expect(generatePassword(4, random)).toBe('AAAA');
  });
});
