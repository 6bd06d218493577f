// Writes src/lib/uk-phone-metadata.json: what lib/uk-phone.ts formats UK numbers with,
// taken from libphonenumber-js's metadata (GB's calling code, national number pattern, lengths and number
// formats: 1 KB instead of the whole world's 120 KB on the directory pages, docs/decisions/0029).
// Run again after upgrading libphonenumber-js; uk-phone.test.ts says when.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The formatting part of GB's entry in the installed metadata. */
export function ukMetadata() {
  const all = require('libphonenumber-js/metadata.min.json');
  // [calling code, international prefix, national number pattern, possible lengths, formats]
  return { version: all.version, GB: all.countries.GB.slice(0, 5) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL('../src/lib/uk-phone-metadata.json', import.meta.url);
  writeFileSync(target, `${JSON.stringify(ukMetadata())}\n`);
  console.log(`Wrote ${fileURLToPath(target)}`);
}
