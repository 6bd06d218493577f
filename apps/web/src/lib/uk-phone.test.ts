import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
// @ts-expect-error -- a plain ES module of the build tools, without types.
import { ukMetadata } from '../../build/write-uk-phone-metadata.mjs';
import committed from './uk-phone-metadata.json';
import { displayPhone, phoneHref } from './uk-phone';

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('phone numbers on the directory pages', () => {
  it('shows UK numbers as people write them, with an E.164 tel: link', () => {
    expect(displayPhone('+441614960152')).toBe('0161 496 0152');
    expect(displayPhone('+447700900136')).toBe('07700 900136');
    expect(displayPhone('+442896496120')).toBe('028 9649 6120');
    expect(displayPhone('+441481256789')).toBe('01481 256789');
    expect(phoneHref('+441614960152')).toBe('tel:+441614960152');
    expect(phoneHref('0161 496 0152')).toBe('tel:+441614960152');
  });

  it('shows other numbers as stored, in international form, and keeps unparsable text', () => {
    expect(displayPhone('+33123456789')).toBe('+33123456789');
    expect(phoneHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(phoneHref('0033 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(displayPhone('call us')).toBe('call us');
    expect(displayPhone('+4412')).toBe('+4412');
  });

  it('formats every valid UK number exactly as libphonenumber does', () => {
    const next = random(44);
    let checked = 0;
    for (let i = 0; checked < 3000 && i < 200_000; i++) {
      const length = next() < 0.8 ? 10 : 9;
      let national = String(1 + Math.floor(next() * 9));
      while (national.length < length) national += String(Math.floor(next() * 10));
      const e164 = `+44${national}`;
      if (!isValidPhoneNumber(e164)) continue;
      checked++;
      const expected = parsePhoneNumberFromString(e164)!;
      expect(displayPhone(e164), e164).toBe(
        expected.countryCallingCode === '44' ? expected.formatNational() : expected.formatInternational(),
      );
      expect(phoneHref(e164)).toBe(`tel:${expected.number}`);
    }
    expect(checked).toBe(3000);
  });

  it('uses the +44 part of the installed libphonenumber-js metadata', () => {
    // After upgrading libphonenumber-js: node apps/web/build/write-uk-phone-metadata.mjs
    expect(committed).toEqual(ukMetadata());
  });
});
