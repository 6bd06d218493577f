import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build tools, without types.
import { ukMetadata } from '../../../../build/write-uk-phone-metadata.mjs';
import committed from './uk-phone-metadata.json';
import { displayPhone, phoneHref } from './uk-phone';

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
    expect(displayPhone('call us')).toBe('call us');
  });

  it('uses the +44 part of the installed libphonenumber-js metadata', () => {
    // After upgrading libphonenumber-js: node apps/web/build/write-uk-phone-metadata.mjs
    expect(committed).toEqual(ukMetadata());
  });
});
