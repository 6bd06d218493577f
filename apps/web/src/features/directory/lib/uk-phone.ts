import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import ukMetadata from './uk-phone-metadata.json';

/*
 * Phone numbers on the public directory pages. Only the +44 metadata is loaded (4 KB, written by
 * apps/web/build/write-uk-phone-metadata.mjs), not the whole world's (120 KB): this is a UK marketplace,
 * and numbers are stored in E.164, so any other number is already shown in an international form
 * (docs/decisions/0029).
 */
const metadata = ukMetadata as unknown as MetadataJson;

const parse = (phone: string) => parsePhoneNumberFromString(phone, 'GB', metadata);

/** A UK number as people write it ('0161 496 0152'); others as stored (E.164); unparsable as stored. */
export function displayPhone(phone: string): string {
  const parsed = parse(phone);
  return parsed ? parsed.formatNational() : phone;
}

/** The `tel:` address of a phone number (E.164 when it parses). */
export function phoneHref(phone: string): string {
  return `tel:${parse(phone)?.number ?? phone.replace(/[^\d+]/g, '')}`;
}
