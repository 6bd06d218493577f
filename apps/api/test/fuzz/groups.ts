import type { RegisteredRoute } from '../../src/plugins/access';

/*
 * The fuzz suite's route groups, one test file each so vitest runs them side by side (docs/decisions/0088). Every
 * route falls in exactly one: multipart first, then by the part of the API it belongs to, the rest public.
 */

const multipart = (r: RegisteredRoute) =>
  ((r.options.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');
const under = (r: RegisteredRoute, ...prefixes: string[]) => prefixes.some((p) => r.url.startsWith(p));

export const groups = {
  multipart,
  admin: (r: RegisteredRoute) => !multipart(r) && under(r, '/api/admin'),
  organiser: (r: RegisteredRoute) => !multipart(r) && under(r, '/api/organiser', '/api/auth', '/api/chats'),
  supplier: (r: RegisteredRoute) =>
    !multipart(r) &&
    under(
      r,
      '/api/supplier',
      '/api/profile',
      '/api/payment-methods',
      '/api/subscri',
      '/api/create-setup-intent',
    ),
  public: (r: RegisteredRoute) =>
    !multipart(r) &&
    !under(
      r,
      '/api/admin',
      '/api/organiser',
      '/api/auth',
      '/api/chats',
      '/api/supplier',
      '/api/profile',
      '/api/payment-methods',
      '/api/subscri',
      '/api/create-setup-intent',
    ),
};
