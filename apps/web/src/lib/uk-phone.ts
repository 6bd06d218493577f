import ukMetadata from './uk-phone-metadata.json';

/*
 * Phone numbers on the public directory pages, formatted with libphonenumber's own +44 rules (1 KB of
 * metadata, written by apps/web/build/write-uk-phone-metadata.mjs) but without its parsing code: the
 * library is 120 KB of metadata plus 8 KB compressed of code on pages whose first load is budgeted
 * (docs/decisions/0029). Numbers are stored in E.164, so this is formatting, not parsing; GB's rules also
 * format Guernsey, Jersey and Isle of Man numbers as libphonenumber does. uk-phone.test.ts checks the
 * result against libphonenumber itself for thousands of UK numbers.
 */

/** A number format of libphonenumber's compiled ("min") metadata. */
type Format = [pattern: string, format: string, leadingDigits?: string[], nationalPrefixRule?: string];
type Country = [code: string, idd: string, nationalNumber: string, lengths: number[], formats: Format[]];

const gb = ukMetadata.GB as unknown as Country;
const nationalNumber = new RegExp(`^(?:${gb[2]})$`);
const formats = gb[4].map(([pattern, format, leadingDigits, rule]) => ({
  pattern: new RegExp(`^(?:${pattern})$`),
  format: rule ? format.replace(/\$1/, rule) : format,
  // Like libphonenumber, the most specific (last) leading-digits pattern decides.
  leading: leadingDigits?.length ? new RegExp(`^(?:${leadingDigits[leadingDigits.length - 1]})`) : null,
}));

/** The national significant number of a UK number in E.164 ('+441614960152' → '1614960152'), else null. */
function ukNationalNumber(phone: string): string | null {
  const match = /^\+44(\d+)$/.exec(phone.replace(/[\s().-]/g, ''));
  return match && nationalNumber.test(match[1]!) ? match[1]! : null;
}

/** A UK number as people write it ('0161 496 0152'); any other as stored (E.164 is international form). */
export function displayPhone(phone: string): string {
  const national = ukNationalNumber(phone);
  if (!national) return phone;
  const format = formats.find((f) => (!f.leading || f.leading.test(national)) && f.pattern.test(national));
  return format ? national.replace(format.pattern, format.format) : `0${national}`;
}

/** The `tel:` address of a phone number: E.164, a UK national number ('0161…') turned into +44. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+44${digits.slice(1)}`;
  return `tel:${digits}`;
}
