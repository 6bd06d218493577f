// Writes src/features/directory/lib/uk-phone-metadata.json: libphonenumber-js's metadata for +44 only
// (GB, Guernsey, Isle of Man, Jersey), 4 KB instead of the whole world's 120 KB on the directory pages
// (docs/decisions/0029). Run again after upgrading libphonenumber-js; uk-phone.test.ts says when.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The +44 part of the installed metadata. */
export function ukMetadata() {
  const all = require('libphonenumber-js/metadata.min.json');
  const regions = all.country_calling_codes['44'];
  return {
    version: all.version,
    country_calling_codes: { 44: regions },
    countries: Object.fromEntries(regions.map((region) => [region, all.countries[region]])),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL('../src/features/directory/lib/uk-phone-metadata.json', import.meta.url);
  writeFileSync(target, `${JSON.stringify(ukMetadata())}\n`);
  console.log(`Wrote ${fileURLToPath(target)}`);
}
