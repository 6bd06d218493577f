import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { chatResponse } from '@marquee/contracts/chats';
import { isStorableText } from '@marquee/contracts/fields';
import { multipartTexts } from '@marquee/contracts/files';
import { errors as errorTexts, validation } from '@marquee/contracts/messages';
import { createOrganiser, createQuote, createRequest, createSupplier, createUser } from './factories';
import { useTestApp } from './harness';
import {
  build,
  encode,
  hostile,
  MEGABYTE,
  nextClient,
  schemaOf,
  stringPaths,
  textFields,
} from './text-fields';

/*
 * Every text field of every route, found from the routes' own zod schemas (so a new route is covered without
 * touching this file), gets NUL bytes, unpaired surrogates and 1 MB strings: never a 5xx, and NUL or an
 * unpaired surrogate in a declared field is a 422 in the one error shape (issue 9, defect 5).
 */

describe('text fields of every route', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_FAILED_LOGINS_PER_ACCOUNT: '100000' });

  it('are found from the routes’ schemas, in bodies, query strings and paths', () => {
    const names = textFields(t.app.registeredRoutes).map(
      (f) => `${f.route.method} ${f.route.url} ${f.part}.${f.path.join('.')}`,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/suppliers querystring.location_name',
        'GET /api/services querystring.search',
        'GET /api/services querystring.q',
        'GET /api/services/by-slug/:slug params.slug',
        'GET /api/service-categories/by-slug/:slug params.slug',
        'POST /api/service-unknowns body.services.0.service_name',
        'POST /api/service-suggestions body.product',
        'POST /api/auth/organizer/registration body.position_in_company',
        'POST /api/auth/me body.account_name',
        'GET /api/users querystring.filters.email',
      ]),
    );
  });

  it(
    'answer NUL bytes, unpaired surrogates and 1 MB strings without a 5xx',
    // Ten hostile values for each of every route's text fields: the work grows with the routes (issues 22 and 23
    // added the admin ones), ~60 s on PGlite unloaded.
    { timeout: 300_000 },
    async () => {
      const fields = textFields(t.app.registeredRoutes);
      const failures: string[] = [];
      for (const field of fields) {
        const { route, part, path } = field;
        const access = route.options.config?.access;
        const role =
          access === undefined || access === 'public'
            ? undefined
            : access === 'signed-in'
              ? 'supplier'
              : access[0];
        const caller = role ? await createUser(t.db, role) : undefined;
        const paths = stringPaths(schemaOf(route, part)!);
        await fc.assert(
          fc.asyncProperty(hostile, async (value) => {
            const input = build(paths, path, value);
            let url = route.url;
            let payload: Record<string, unknown> | undefined;
            if (part === 'params') url = url.replace(`:${String(path[0])}`, encode(value));
            if (part === 'querystring') url += `?${qs.stringify(input, { encoder: encode })}`;
            if (part === 'body') payload = input;
            url = url.replace(/:[A-Za-z_]\w*/g, '1');
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: caller?.auth ?? {},
              ...(payload ? { payload } : {}),
              // A new client address per call: the per-address rate limits (10 a minute on the public
              // feedback routes) must not answer in place of the route (decision 0048).
              remoteAddress: nextClient(),
            });
            const name = `${route.method} ${route.url} ${part}.${path.join('.')}`;
            if (res.statusCode >= 500) {
              failures.push(`${name}: ${res.statusCode} for ${JSON.stringify(value.slice(0, 20))}`);
              return false;
            }
            // A path Fastify cannot decode (an unpaired surrogate's bytes) or an over-long parameter is the one
            // error shape, never Fastify's body that echoes the path (decision 0048).
            if (part === 'params' && (res.statusCode === 400 || res.statusCode === 414)) {
              expect(res.json(), name).toEqual({ message: errorTexts.malformedUrl, code: 'bad_url' });
            }
            // In a JSON body the character arrives as sent, so it must meet the shared text schema's 422.
            if (part === 'body' && !isStorableText(value) && value.length < MEGABYTE - 64) {
              expect(res.statusCode, name).toBe(422);
              expect(res.json().errors?.[path.join('.')], name).toEqual(
                expect.arrayContaining([validation.unstorableText]),
              );
            }
            return true;
          }),
          { numRuns: 10 },
        );
      }
      expect(failures).toEqual([]);
      expect(fields.length).toBeGreaterThan(30);
    },
  );

  it('named website refuse every scheme but http(s) with a 422 on website (issue 19, decision 0049)', async () => {
    const fields = textFields(t.app.registeredRoutes).filter(
      (f) => f.part === 'body' && f.path.length === 1 && f.path[0] === 'website',
    );
    expect(fields.map((f) => `${f.route.method} ${f.route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/registration',
        'POST /api/supplier/contacts',
        'POST /api/auth/me',
      ]),
    );
    const notWeb = fc.oneof(
      fc
        .tuple(
          fc.oneof(
            fc.constantFrom(
              'javascript',
              'data',
              'vbscript',
              'file',
              'ftp',
              'mailto',
              'blob',
              'http',
              'https',
            ),
            fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/),
          ),
          fc.constantFrom('', '/', '//'),
          fc.string({ maxLength: 40 }),
        )
        .map(([scheme, slashes, rest]) => `${scheme}:${slashes}${rest}`)
        .filter((value) => !/^https?:\/\//.test(value))
        .chain((value) => fc.mixedCase(fc.constant(value))),
      fc.string({ maxLength: 40 }).map((host) => `//${host}`),
    );
    for (const { route, path } of fields) {
      const access = route.options.config?.access;
      const caller =
        access === undefined || access === 'public'
          ? undefined
          : await createUser(t.db, route.url.startsWith('/api/admin/') ? 'admin' : 'supplier');
      const paths = stringPaths(schemaOf(route, 'body')!);
      await fc.assert(
        fc.asyncProperty(notWeb, async (value) => {
          const res = await t.app.inject({
            method: route.method as 'POST' | 'PATCH' | 'PUT',
            // The body is checked before any lookup: an id nobody has still gets the 422.
            url: route.url.replace(':id', '999999'),
            headers: caller?.auth ?? {},
            payload: build(paths, path, value),
          });
          const name = `${route.method} ${route.url} ${JSON.stringify(value)}`;
          expect(res.statusCode, name).toBe(422);
          expect(res.json().errors?.website, name).toEqual(expect.arrayContaining([validation.websiteValid]));
        }),
        { numRuns: 30 },
      );
    }
  });

  it(
    'multipart routes answer malformed bodies 400 in the one error shape and ignore nameless parts, never a 5xx (issue 19, decision 0047)',
    { timeout: 120_000 },
    async () => {
      const routes = t.app.registeredRoutes.filter((r) =>
        (r.options.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
      );
      // The supplier's and chat's own forms, and the administrators' (import, catalogue and content images).
      const names = routes.map((r) => `${r.method} ${r.url}`);
      expect(names.filter((r) => !r.includes('/api/admin/')).sort()).toEqual([
        'POST /api/chats/:id/send-message',
        'POST /api/profile',
      ]);
      expect(names).toContain('POST /api/admin/suppliers/import');
      const field = (b: string, [name, value]: [string | undefined, string], file = false) =>
        `--${b}\r\nContent-Disposition: form-data${name === undefined ? '' : `; name="${name}"`}` +
        `${file ? '; filename="a.txt"\r\nContent-Type: text/plain' : ''}\r\n\r\n${value}\r\n`;
      const form = (b: string, parts: string[]) => `${parts.join('')}--${b}--\r\n`;
      const alnum = fc.constantFrom(
        ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'.split(''),
      );
      const boundary = fc.string({ unit: alnum, minLength: 1, maxLength: 70 });
      const malformed = (reason: string) => ({
        message: errorTexts.malformedBody,
        code: 'malformed_multipart',
        errors: { body: [reason] },
      });
      for (const route of routes) {
        // A caller whose form gets read: a supplier on the profile step, a participant of a chat, an administrator.
        let url = route.url;
        let caller = await createSupplier(t.db, { profileStatus: 0, profile: { onboardingStep: 'profile' } });
        if (route.url.startsWith('/api/admin/')) {
          caller = await createUser(t.db, 'admin');
          // The body is read before any lookup, so an unknown id still gets its malformed form answered.
          url = url.replace(':id', '999999');
        } else if (route.url !== '/api/profile') {
          expect(route.url).toBe('/api/chats/:id/send-message');
          caller = await createOrganiser(t.db);
          const supplier = await createSupplier(t.db);
          const quote = await createQuote(t.db, (await createRequest(t.db, caller.id)).id, supplier.id);
          const opened = await t.app.inject({
            method: 'POST',
            url: '/api/chats',
            headers: caller.auth,
            payload: { service_request_quote_id: quote.id, receiver_id: supplier.id },
          });
          url = url.replace(':id', String(chatResponse.parse(opened.json()).data.id));
        }
        const fields: [string, string][] = [
          ['text', 'Hello'],
          ['summary', 'We light up events.'],
        ];
        const send = (contentType: string, payload: string) =>
          t.app.inject({
            method: 'POST',
            url,
            headers: { ...caller.auth, 'content-type': contentType },
            payload,
          });
        const expectAnswer = async (contentType: string, payload: string, want: object) => {
          const res = await send(contentType, payload);
          const name = `${route.method} ${route.url} ${contentType.slice(0, 60)} ${JSON.stringify(payload.slice(0, 60))}`;
          expect(res.statusCode, name).toBe(400);
          expect(res.json(), name).toEqual(want);
        };
        const cases = [
          // No boundary.
          fc.asyncProperty(
            boundary,
            fc.constantFrom(
              'multipart/form-data',
              'multipart/form-data; charset=utf-8',
              'Multipart/Form-Data;',
            ),
            (b, type) =>
              expectAnswer(
                type,
                form(
                  b,
                  fields.map((f) => field(b, f)),
                ),
                malformed(multipartTexts.noBoundary),
              ),
          ),
          // A boundary over 256 characters.
          fc.asyncProperty(fc.string({ unit: alnum, minLength: 257, maxLength: 2000 }), (b) =>
            expectAnswer(
              `multipart/form-data; boundary=${b}`,
              form(
                b,
                fields.map((f) => field(b, f)),
              ),
              malformed(multipartTexts.boundaryTooLong),
            ),
          ),
          // Truncated anywhere before its closing delimiter.
          fc.asyncProperty(boundary, fc.double({ min: 0, max: 1, noNaN: true }), (b, at) => {
            const body = form(
              b,
              fields.map((f) => field(b, f)),
            );
            const end = body.lastIndexOf(`\r\n--${b}--`);
            const cut = 1 + Math.floor(at * (end - 1));
            return expectAnswer(
              `multipart/form-data; boundary=${b}`,
              body.slice(0, cut),
              malformed(multipartTexts.malformed),
            );
          }),
          // Not multipart inside.
          fc.asyncProperty(boundary, fc.string({ minLength: 1, maxLength: 200 }), async (b, body) => {
            if (body.includes(`--${b}`)) return;
            await expectAnswer(
              `multipart/form-data; boundary=${b}`,
              body,
              malformed(multipartTexts.malformed),
            );
          }),
          // Parts without a name, text or file, anywhere: answered as the form without them.
          fc.asyncProperty(
            boundary,
            fc.array(fc.tuple(fc.nat(fields.length), fc.string({ maxLength: 50 }), fc.boolean()), {
              minLength: 1,
              // They still count towards the form's part limits (five text parts and a file on a chat message).
              maxLength: 2,
            }),
            async (b, nameless) => {
              const plain = fields.map((f) => field(b, f));
              const parts = [...plain];
              for (const [at, value, file] of nameless) {
                parts.splice(at, 0, field(b, [undefined, value.replace(/\r|\n|-/g, '')], file));
              }
              const type = `multipart/form-data; boundary=${b}`;
              const [withThem, without] = [
                await send(type, form(b, parts)),
                await send(type, form(b, plain)),
              ];
              expect(withThem.statusCode, withThem.body).toBeLessThan(500);
              expect(withThem.statusCode).toBe(without.statusCode);
              if (without.statusCode >= 400) expect(withThem.json()).toEqual(without.json());
            },
          ),
        ];
        for (const property of cases)
          await fc.assert(property as fc.IAsyncProperty<unknown[]>, { numRuns: 10 });
      }
    },
  );

  it('reject NUL in a query string with a 422 in the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suppliers?location_name=a%00b' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: expect.any(String),
      errors: { location_name: [validation.unstorableText] },
    });
    expect(res.json().message).not.toBe(errorTexts.generic);
  });
});
