import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placesAutocompleteResponse, placesGeocodeResponse } from '@marquee/contracts/places';
import { buildApp } from '../../app';
import { openTestDatabase, testConfig } from '../../../test/harness';
import { GooglePlacesProvider, PlacesProviderError } from './google-places';

type Handler = (url: URL, res: ServerResponse) => void;

/** A stand-in for the Google Places web services on loopback: each test sets how it answers. */
async function startFakeGoogle() {
  const requests: URL[] = [];
  let handler: Handler = (_url, res) => res.writeHead(500).end();
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    handler(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: Handler) {
      handler = next;
    },
    json(body: unknown) {
      handler = (_url, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PREDICTIONS = {
  status: 'OK',
  predictions: Array.from({ length: 10 }, (_, i) => ({
    place_id: `ChIJplace${i}`,
    description: `Place ${i}, UK`,
  })),
};

describe('the Google Places provider', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let provider: GooglePlacesProvider;

  beforeAll(async () => {
    google = await startFakeGoogle();
    provider = new GooglePlacesProvider({ apiKey: 'test-key', baseUrl: `${google.url}/`, timeoutMs: 200 });
  });
  afterAll(() => google.close());
  beforeEach(() => {
    google.requests.length = 0;
  });

  it('asks for UK regions with the key and maps predictions to id and label', async () => {
    google.json(PREDICTIONS);
    const predictions = await provider.autocomplete('Bath', 8);
    expect(predictions).toHaveLength(8);
    expect(predictions[0]).toEqual({ id: 'ChIJplace0', label: 'Place 0, UK' });
    const [request] = google.requests;
    expect(request!.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      input: 'Bath',
      components: 'country:gb',
      types: '(regions)',
      language: 'en-GB',
      key: 'test-key',
    });
  });

  it('asks place details for the location only', async () => {
    google.json({ status: 'OK', result: { geometry: { location: { lat: 51.38, lng: -2.36 } } } });
    expect(await provider.geocode('ChIJbath')).toEqual({ lat: 51.38, lng: -2.36 });
    const [request] = google.requests;
    expect(request!.pathname).toBe('/maps/api/place/details/json');
    expect(request!.searchParams.get('place_id')).toBe('ChIJbath');
    expect(request!.searchParams.get('fields')).toBe('geometry/location');
  });

  it('treats ZERO_RESULTS as no predictions and NOT_FOUND as an unknown place', async () => {
    google.json({ status: 'ZERO_RESULTS', predictions: [] });
    expect(await provider.autocomplete('zzz', 8)).toEqual([]);
    google.json({ status: 'NOT_FOUND' });
    expect(await provider.geocode('ChIJgone')).toBeNull();
  });

  it('throws on refusals, HTTP errors, unreadable answers and timeouts', async () => {
    google.json({ status: 'REQUEST_DENIED', error_message: 'bad key' });
    await expect(provider.autocomplete('Bath', 8)).rejects.toBeInstanceOf(PlacesProviderError);
    google.json({ status: 'OVER_QUERY_LIMIT' });
    await expect(provider.geocode('ChIJbath')).rejects.toBeInstanceOf(PlacesProviderError);
    google.answer((_url, res) => res.writeHead(503).end('unavailable'));
    await expect(provider.autocomplete('Bath', 8)).rejects.toBeInstanceOf(PlacesProviderError);
    google.answer((_url, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{not json'));
    await expect(provider.autocomplete('Bath', 8)).rejects.toThrow();
    google.json({ status: 'OK', predictions: [{ id: 1 }] });
    await expect(provider.autocomplete('Bath', 8)).rejects.toThrow();
    google.answer(() => undefined); // never answers
    await expect(provider.autocomplete('Bath', 8)).rejects.toThrow();
  });
});

describe('places routes with GOOGLE_MAPS_API_KEY set', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    google = await startFakeGoogle();
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ GOOGLE_MAPS_API_KEY: 'test-key', GOOGLE_MAPS_BASE_URL: google.url }),
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await google?.close();
  });
  beforeEach(() => {
    google.requests.length = 0;
  });

  it('answers Google predictions, at most 8', async () => {
    google.json(PREDICTIONS);
    const res = await get('/api/places/autocomplete?input=Bath');
    expect(res.statusCode).toBe(200);
    const { predictions } = placesAutocompleteResponse.parse(res.json());
    expect(predictions).toHaveLength(8);
    expect(predictions[0]).toEqual({ id: 'ChIJplace0', label: 'Place 0, UK' });
  });

  it('does not call Google for a short input', async () => {
    expect(placesAutocompleteResponse.parse((await get('/api/places/autocomplete?input=B')).json())).toEqual({
      predictions: [],
    });
    expect(google.requests).toEqual([]);
  });

  it('answers an empty list, not an error, when Google fails', async () => {
    for (const failure of [
      () => google.json({ status: 'REQUEST_DENIED' }),
      () => google.answer((_url, res) => res.writeHead(500).end()),
      () => google.answer((_url, res) => res.writeHead(200).end('<html>')),
    ]) {
      failure();
      const res = await get('/api/places/autocomplete?input=Bath');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ predictions: [] });
    }
  });

  it('geocodes through Google; unknown ids are 404, failures null coordinates', async () => {
    google.json({ status: 'OK', result: { geometry: { location: { lat: 51.38, lng: -2.36 } } } });
    expect(placesGeocodeResponse.parse((await get('/api/places/geocode?placeId=ChIJbath')).json())).toEqual({
      lat: 51.38,
      lng: -2.36,
    });
    google.json({ status: 'NOT_FOUND' });
    expect((await get('/api/places/geocode?placeId=ChIJgone')).statusCode).toBe(404);
    google.json({ status: 'OVER_QUERY_LIMIT' });
    const failed = await get('/api/places/geocode?placeId=ChIJbath');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ lat: null, lng: null });
  });

  it('still answers built-in ids from the gazetteer without asking Google', async () => {
    const res = await get('/api/places/geocode?placeId=gn:2656173');
    expect(res.statusCode).toBe(200);
    const { lat, lng } = placesGeocodeResponse.parse(res.json());
    expect(Math.abs(lat! - 51.3751)).toBeLessThan(0.1);
    expect(Math.abs(lng! + 2.36172)).toBeLessThan(0.1);
    // Postcode areas too (pa:M is located at Manchester).
    const area = placesGeocodeResponse.parse((await get('/api/places/geocode?placeId=pa:M')).json());
    expect(Math.abs(area.lat! - 53.48095)).toBeLessThan(0.1);
    expect(Math.abs(area.lng! + 2.23743)).toBeLessThan(0.1);
    expect((await get('/api/places/geocode?placeId=pa:QQ')).statusCode).toBe(404);
    expect(google.requests).toEqual([]);
  });

  it('answers empty lists and null coordinates when Google cannot be reached', async () => {
    await google.close();
    expect((await get('/api/places/autocomplete?input=Bath')).json()).toEqual({ predictions: [] });
    expect((await get('/api/places/geocode?placeId=ChIJbath')).json()).toEqual({ lat: null, lng: null });
  });
});
