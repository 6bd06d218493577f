import { describe, expect, it } from 'vitest';
import { Gazetteer, ukGazetteer } from './gazetteer';
import { POSTCODE_AREAS } from './postcode-areas';
import {
  parsePostcodeInput,
  postcodeAreaPlace,
  postcodeAreaPrediction,
  postcodeAreas,
  POSTCODE_AREA_ID,
} from './postcodes';

const LONDON_AREAS = ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'];

/** Areas named after a region, or a post town the gazetteer spells differently: code, area, place name. */
const OTHER_NAMES = [
  ['EN', 'Enfield', 'Enfield Town'],
  ['HS', 'Outer Hebrides', 'Stornoway'],
  ['HU', 'Hull', 'Kingston upon Hull'],
  ['TS', 'Cleveland', 'Middlesbrough'],
];

describe('UK postcodes typed into a location field', () => {
  const gazetteer = ukGazetteer();

  it.each([
    ['M14 5AB', 'M14', 'M'],
    ['m14 5ab', 'M14', 'M'],
    ['M145AB', 'M14', 'M'],
    ['  sw1a   1aa ', 'SW1A', 'SW'],
    ['SW1A1AA', 'SW1A', 'SW'],
    ['EC1A 1BB', 'EC1A', 'EC'],
    ['W1A 0AX', 'W1A', 'W'],
    ['BT1 5GS', 'BT1', 'BT'],
    ['ZE1 0AA', 'ZE1', 'ZE'],
  ])('parses the full postcode %s to outcode %s in area %s', (input, outcode, area) => {
    expect(parsePostcodeInput(input)).toEqual({ outcode, area });
  });

  it.each([
    ['M14', 'M14', 'M'],
    ['SW1A', 'SW1A', 'SW'],
    ['eh3', 'EH3', 'EH'],
    ['B1', 'B1', 'B'],
    ['cr0', 'CR0', 'CR'],
    ['M14 5', 'M14', 'M'],
    ['m14 5a', 'M14', 'M'],
  ])(
    'parses the outcode (or outcode and partial inward code) %s to %s in area %s',
    (input, outcode, area) => {
      expect(parsePostcodeInput(input)).toEqual({ outcode, area });
    },
  );

  it.each([
    // Well-formed, but no such area.
    'QQ1',
    'QQ1 1AA',
    'XX1',
    'A1',
    // Crown dependencies and British Forces: not in the table.
    'GY1 1AA',
    'JE2',
    'IM1 1AA',
    'BF1 1AA',
    // Not postcodes.
    '',
    'M',
    'SW',
    'Manchester',
    'M14 5AB extra',
    'M14 5ABC',
    'M14 ABC',
    '14M',
    'M1455',
    'SW1A-1AA',
  ])('finds no postcode in %j', (input) => {
    expect(parsePostcodeInput(input)).toBeNull();
  });

  it('resolves every postcode area of the table to a place of uk-places.json', () => {
    const areas = postcodeAreas(gazetteer);
    const unresolved = Object.entries(POSTCODE_AREAS)
      .filter(([code]) => !areas.has(code))
      .map(([code, [, label]]) => `${code}: ${label}`);
    expect(unresolved).toEqual([]);
    // 124 areas less the three Crown dependencies (GY, JE, IM).
    expect(areas.size).toBe(121);
    for (const code of Object.keys(POSTCODE_AREAS)) expect(code).toMatch(/^[A-Z]{1,2}$/);
  });

  it('locates each area at the town it is named after, and the London areas at London', () => {
    const areas = postcodeAreas(gazetteer);
    const others = new Map(OTHER_NAMES.map(([code, name, place]) => [code!, { name, place }]));
    for (const [code, area] of areas) {
      if (LONDON_AREAS.includes(code)) {
        expect(area.name, code).toBe(`London ${code}`);
        expect(area.place.id, code).toBe('gn:2643743');
      } else if (others.has(code)) {
        expect({ name: area.name, place: area.place.name }, code).toEqual(others.get(code));
      } else {
        expect(area.place.name, code).toBe(area.name);
      }
    }
    expect(areas.get('M')!.place.id).toBe('gn:2643123');
    expect(areas.get('NP')!.place.label).toBe('Newport, Wales');
    expect(areas.get('BT')!.place.label).toBe('Belfast, Northern Ireland');
  });

  it('predicts the area with a label that names the area, not the district, and an id to geocode', () => {
    expect(postcodeAreaPrediction(gazetteer, 'm14 5ab')).toEqual({
      id: 'pa:M',
      label: 'M14 — Manchester postcode area',
    });
    expect(postcodeAreaPrediction(gazetteer, 'SW1A1AA')).toEqual({
      id: 'pa:SW',
      label: 'SW1A — London SW postcode area',
    });
    expect(postcodeAreaPrediction(gazetteer, 'HS2')).toEqual({
      id: 'pa:HS',
      label: 'HS2 — Outer Hebrides postcode area',
    });
    expect(postcodeAreaPrediction(gazetteer, 'QQ1')).toBeNull();
    expect(postcodeAreaPrediction(gazetteer, 'Manchester')).toBeNull();

    expect(postcodeAreaPlace(gazetteer, 'pa:M')?.label).toBe('Manchester, England');
    expect(postcodeAreaPlace(gazetteer, 'pa:HU')?.label).toBe('Kingston upon Hull, England');
    for (const id of ['pa:QQ', 'pa:m', 'pa:GY', 'pa:', 'pa:MMM', 'gn:2643123', 'M']) {
      expect(postcodeAreaPlace(gazetteer, id), id).toBeUndefined();
    }
    expect(POSTCODE_AREA_ID.test('pa:SW')).toBe(true);
  });

  it('leaves out an area whose place the gazetteer lacks', () => {
    const small = new Gazetteer([
      {
        id: 'gn:2656173',
        name: 'Bath',
        label: 'Bath, England',
        lat: 51.3751,
        lng: -2.36172,
        population: 94782,
      },
    ]);
    expect(postcodeAreaPrediction(small, 'BA1 1AA')).toEqual({
      id: 'pa:BA',
      label: 'BA1 — Bath postcode area',
    });
    expect(postcodeAreaPrediction(small, 'M14 5AB')).toBeNull();
    expect(postcodeAreaPlace(small, 'pa:M')).toBeUndefined();
  });
});
