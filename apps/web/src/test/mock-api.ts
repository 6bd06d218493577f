import type { SessionUser } from '../lib/session';
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  /** Path and query as the client sent them, e.g. '/api/users?filters%5Bemail%5D=a%40b.co'. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/**
 * Replaces `fetch` — the network boundary — with handlers keyed by 'METHOD /api/path'. An unexpected call
 * fails the test with a 599 so it shows up. Returns the spy to inspect the requests made.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const request: MockRequest = {
      method,
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    const handler = handlers[`${method} ${parsed.pathname}`];
    if (!handler) return new Response(`No mock for ${method} ${parsed.pathname}`, { status: 599 });
    return handler(request);
  });
  vi.stubGlobal('fetch', spy);
  return { spy, calls };
}

/** A JSON response for a mocked `fetch`. */
export function json(
  body: unknown,
  status = 200,
  statusText = status < 400 ? 'OK' : 'Unprocessable Entity',
): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

/** A user as the API presents it (contracts/users publicUser). */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Alex Morgan',
    email: 'alex@example.co.uk',
    phone: '+447911123456',
    company_name: 'Northern Lights Events',
    position_in_company: 'Events Manager',
    display_email: null,
    account_name: null,
    website: null,
    role: 2,
    primary_function: null,
    receive_news_and_marketing: false,
    receive_updates_and_info: false,
    receive_communications_from_partners: false,
    email_verified: true,
    profile: null,
    created_at: '2026-01-01T00:00:00.000Z',
    policies: { read: true, update: true, change_password: true, delete: true },
    ...overrides,
  } as SessionUser;
}
