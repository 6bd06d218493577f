import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { errors } from '@marquee/contracts/messages';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { makeEntry, makePage } from '../../../features/directory/test-data';
import { makeOption } from '../../../test/service-options';
import { readUnknownServices, UNKNOWN_SERVICES_KEY } from '../../../features/directory/lib/unknown-services';
import { Component } from './search';

const storage = () => window.localStorage;

describe('/directory/search/', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('reports a service term that matches nothing, clears the cache once sent, and finds no suppliers', async () => {
    const { calls } = mockApi({
      'GET /api/suppliers': () => json(makePage([makeEntry()])),
      'GET /api/services': () => json({ data: [], meta: { total: 0 } }),
      'POST /api/service-unknowns': () => json({ result: true }, 201, 'Created'),
    });
    const { user } = renderWithProviders(<Component />, { route: '/directory/search' });
    expect(await screen.findByRole('heading', { name: 'All suppliers' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'Zorbing');
    expect(await screen.findByText(errors.noOptions)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: errors.directoryEmpty })).toBeInTheDocument();
    expect(screen.getByText(/No service on Marquee matches “Zorbing” yet/)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ services: [{ service_name: 'Zorbing' }] });
    await waitFor(() => expect(storage().getItem(UNKNOWN_SERVICES_KEY)).toBeNull());
  });

  it('keeps unsent terms when sending fails and sends them with the next search', async () => {
    let fail = true;
    const { calls } = mockApi({
      'GET /api/suppliers': () => json(makePage([makeEntry()])),
      'GET /api/services': (req) =>
        json({ data: req.query.get('search') === 'led' ? [makeOption()] : [], meta: { total: 0 } }),
      'POST /api/service-unknowns': () =>
        fail
          ? json({ message: 'Something went wrong.' }, 500, 'Internal Server Error')
          : json({ result: true }, 201, 'Created'),
    });
    const { user } = renderWithProviders(<Component />, { route: '/directory/search' });
    const service = await screen.findByRole('textbox', { name: 'Service' });
    await user.type(service, 'Falconry');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    // The failure is not shown; the term waits in the cache.
    expect(readUnknownServices(storage())).toEqual([{ service_name: 'Falconry' }]);
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();

    fail = false;
    expect(await screen.findByText(/No service on Marquee matches “Falconry” yet/)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Service' }));
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'led');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({
      services: [{ service_name: 'Falconry' }],
    });
    await waitFor(() => expect(readUnknownServices(storage())).toEqual([]));
    // 'led' resolved to the best-ranked service, and the list asks for it, recorded for the statistics.
    expect(await screen.findByRole('heading', { name: 'LED Screen Hire suppliers' })).toBeInTheDocument();
    const search = calls.filter((c) => c.path === '/api/suppliers').at(-1)!;
    expect(search.query.get('service_id')).toBe('30');
    expect(search.query.get('collect_statistics')).toBe('1');
  });
});
