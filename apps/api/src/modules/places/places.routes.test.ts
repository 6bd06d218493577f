import { describe, expect, it } from 'vitest';
import { placesAutocompleteResponse, placesGeocodeResponse } from '@marquee/contracts/places';
import { useTestApp } from '../../../test/harness';
import { createOrganiser } from '../../../test/factories';

/** GeoNames coordinates of a few places, to check answers against. */
const TRUTH = {
  manchester: { lat: 53.48095, lng: -2.23743 },
  bath: { lat: 51.3751, lng: -2.36172 },
};

describe('places with the built-in gazetteer', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const autocomplete = async (input: string) => {
    const res = await get(`/api/places/autocomplete?input=${encodeURIComponent(input)}`);
    expect(res.statusCode, input).toBe(200);
    return placesAutocompleteResponse.parse(res.json()).predictions;
  };

  it("predicts Manchester first for 'Manch' and Bath first for 'bath', at most 8", async () => {
    const manch = await autocomplete('Manch');
    expect(manch[0]).toEqual({ id: 'gn:2643123', label: 'Manchester, England' });
    const bath = await autocomplete('bath');
    expect(bath[0]).toEqual({ id: 'gn:2656173', label: 'Bath, England' });
    const many = await autocomplete('st');
    expect(many).toHaveLength(8);
    expect(Object.keys(many[0]!).sort()).toEqual(['id', 'label']);
  });

  it('answers signed-in users the same as guests', async () => {
    const organiser = await createOrganiser(t.db);
    const res = await get('/api/places/autocomplete?input=Leeds', organiser.auth);
    expect(placesAutocompleteResponse.parse(res.json()).predictions[0]!.label).toBe('Leeds, England');
  });

  it('answers no predictions for a missing, empty, short or unmatched input', async () => {
    expect(placesAutocompleteResponse.parse((await get('/api/places/autocomplete')).json())).toEqual({
      predictions: [],
    });
    for (const input of ['', '   ', 'M', ' b ', '--', 'zzzzqqq', "%_'\\", "' OR 1=1 --"]) {
      expect(await autocomplete(input), input).toEqual([]);
    }
  });

  it('answers 422 for an over-long input or one sent twice', async () => {
    expect((await get(`/api/places/autocomplete?input=${'a'.repeat(101)}`)).statusCode).toBe(422);
    expect((await get('/api/places/autocomplete?input=a&input=b')).statusCode).toBe(422);
  });

  it('geocodes a predicted place to its coordinates', async () => {
    for (const [input, truth] of [
      ['Manchester', TRUTH.manchester],
      ['Bath', TRUTH.bath],
    ] as const) {
      const [first] = await autocomplete(input);
      const res = await get(`/api/places/geocode?placeId=${encodeURIComponent(first!.id)}`);
      expect(res.statusCode).toBe(200);
      const { lat, lng } = placesGeocodeResponse.parse(res.json());
      expect(Math.abs(lat! - truth.lat)).toBeLessThan(0.1);
      expect(Math.abs(lng! - truth.lng)).toBeLessThan(0.1);
    }
  });

  it('predicts the postcode area first for a postcode, and geocodes it to the town the area is named after', async () => {
    for (const input of ['M14 5AB', 'm14 5ab', 'M145AB', 'M14']) {
      const [first] = await autocomplete(input);
      expect(first, input).toEqual({ id: 'pa:M', label: 'M14 — Manchester postcode area' });
    }
    const res = await get('/api/places/geocode?placeId=pa:M');
    expect(res.statusCode).toBe(200);
    const { lat, lng } = placesGeocodeResponse.parse(res.json());
    expect(Math.abs(lat! - TRUTH.manchester.lat)).toBeLessThan(0.1);
    expect(Math.abs(lng! - TRUTH.manchester.lng)).toBeLessThan(0.1);

    expect(await autocomplete('sw1a 1aa')).toEqual([
      { id: 'pa:SW', label: 'SW1A — London SW postcode area' },
    ]);
    expect((await autocomplete('EH3'))[0]).toEqual({ id: 'pa:EH', label: 'EH3 — Edinburgh postcode area' });
  });

  it('gives no postcode prediction for a postcode-like input with no such area', async () => {
    for (const input of ['QQ1', 'QQ1 1AA', 'GY1 1AA']) {
      expect(await autocomplete(input), input).toEqual([]);
    }
  });

  it('answers 404 for an id no provider knows', async () => {
    for (const id of ['gn:1', 'gn:99999999999', 'ChIJdd4hrwug2EcRmSrV3Vo6llI', 'pa:QQ', 'pa:m', 'pa:GY']) {
      const res = await get(`/api/places/geocode?placeId=${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });

  it.each([
    '',
    'placeId=',
    'placeId=gn%3A1%20OR%201%3D1',
    'placeId=%25',
    `placeId=${'a'.repeat(301)}`,
    'placeId=a&placeId=b',
  ])('answers 422 for the geocode query %s', async (query) => {
    expect((await get(`/api/places/geocode?${query}`)).statusCode).toBe(422);
  });
});
