import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatResponse, chatTexts } from '@marquee/contracts/chats';
import { fileLimits, multipartTexts } from '@marquee/contracts/files';
import { errors as errorTexts, validation } from '@marquee/contracts/messages';
import { profileTexts } from '@marquee/contracts/supplier-profile';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../../test/harness';
import {
  createOrganiser,
  createQuote,
  createRequest,
  createSupplier,
  type FactoryUser,
} from '../../../test/factories';
import { pdf } from '../../../test/file-fixtures';
import { multipartForm } from '../../../test/multipart';
import { messageForm } from '../chats/chats.service';
import { profileForm } from '../suppliers/profile.service';
import { multipartBodyMax } from './multipart';
import { MB, formLength, stream, streamedForm, type StreamPart } from '../../../test/streamed-multipart';

/*
 * Issue 19, points 4 and 5 (docs/decisions/0047): malformed multipart bodies are a 400 in the one error shape on
 * both multipart routes; the limits are applied as the parts stream in, so a request over them stops being read at
 * the first part over a limit and never costs the server much more than a file of memory; a body declaring more
 * than its route can carry is answered 413 before it is sent.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-multipart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every file left under DATA_DIR: stored uploads and temporary spool files alike. */
const filesLeft = (folder: 'uploads' | 'tmp') => {
  try {
    return readdirSync(join(dataDir, folder), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    );
  } catch {
    return [];
  }
};

describe('multipart forms (POST profile, POST chats/{id}/send-message)', () => {
  const t = useTestApp({ DATA_DIR: dataDir });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  const newSupplier = () =>
    createSupplier(t.db, { profileStatus: 0, profile: { onboardingStep: 'profile' } });

  /** A chat between an organiser and a supplier, its send-message URL and the organiser. */
  async function chatRoute() {
    const organiser = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    const request = await createRequest(t.db, organiser.id);
    const quote = await createQuote(t.db, request.id, supplier.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: organiser.auth,
      payload: { service_request_quote_id: quote.id, receiver_id: supplier.id },
    });
    const chat = chatResponse.parse(res.json()).data;
    return { url: `/api/chats/${chat.id}/send-message`, user: organiser };
  }

  const routes = {
    profile: async () => ({ url: '/api/profile', user: await newSupplier() }),
    chat: chatRoute,
  };

  const post = (url: string, user: FactoryUser, contentType: string, payload: string | Buffer) =>
    t.app.inject({ method: 'POST', url, headers: { ...user.auth, 'content-type': contentType }, payload });

  describe.each(Object.entries(routes))('%s', (_name, route) => {
    it('answers a body without a boundary, with a boundary over 256 characters, truncated or not multipart with 400 in the one error shape', async () => {
      const { url, user } = await route();
      const part = (b: string) => `--${b}\r\nContent-Disposition: form-data; name="text"\r\n\r\nHello\r\n`;
      const long = 'b'.repeat(300);
      const cases: Array<[string, string, string]> = [
        ['multipart/form-data', `${part('a')}--a--\r\n`, multipartTexts.noBoundary],
        [
          `multipart/form-data; boundary=${long}`,
          `${part(long)}--${long}--\r\n`,
          multipartTexts.boundaryTooLong,
        ],
        ['multipart/form-data; boundary=a', part('a'), multipartTexts.malformed],
        [
          'multipart/form-data; boundary=a',
          `--a\r\nContent-Disposition: form-data; name="text"\r\n\r\nHel`,
          multipartTexts.malformed,
        ],
        ['multipart/form-data; boundary=a', 'This is not a multipart body.', multipartTexts.malformed],
        ['application/json', '{"text":"Hello"}', multipartTexts.notMultipart],
      ];
      for (const [contentType, payload, reason] of cases) {
        const res = await post(url, user, contentType, payload);
        expect(res.statusCode, `${contentType} ${payload.slice(0, 40)}`).toBe(400);
        expect(res.json()).toEqual({
          message: errorTexts.malformedBody,
          code: 'malformed_multipart',
          errors: { body: [reason] },
        });
      }
      expect(filesLeft('tmp')).toEqual([]);
    });
  });

  it('ignores a part without a name (a text part or a file)', async () => {
    const chat = await chatRoute();
    const nameless = (form: { payload: Buffer; headers: Record<string, string> }) => {
      const boundary = /boundary=(.+)$/.exec(form.headers['content-type']!)![1]!;
      const extra = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; filename="x.pdf"\r\n\r\n%PDF-1.4\r\n`,
      );
      return Buffer.concat([extra, form.payload]);
    };
    const message = multipartForm([['text', 'Hello']]);
    const sent = await post(chat.url, chat.user, message.headers['content-type'], nameless(message));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({ text: 'Hello', chat_attachments: [] });

    const supplier = await newSupplier();
    const form = multipartForm([
      ['summary', 'We light up events.'],
      ['response_template', 'Thank you.'],
      ['documents[]', { filename: 'cv.pdf', data: pdf() }],
    ]);
    const saved = await post('/api/profile', supplier, form.headers['content-type'], nameless(form));
    // Everything but the cover: the nameless file was not taken for one.
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors).toEqual({ cover: [validation.backgroundImageRequired] });
  });

  it('refuses 11 documents of 10 MB at the 11th, with less than two files of memory and nothing kept', async () => {
    const supplier = await newSupplier();
    const boundary = 'eleven-documents';
    const parts: StreamPart[] = Array.from({ length: 11 }, (_, i) => [
      'documents[]',
      { filename: `d${i}.pdf`, size: fileLimits.maxBytes },
    ]);
    const res = await stream(
      port,
      '/api/profile',
      { ...supplier.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      streamedForm(boundary, parts),
      formLength(boundary, parts),
    );
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body)).toEqual({
      message: profileTexts.tooManyDocuments,
      code: 'validation',
      errors: { documents: [profileTexts.tooManyDocuments] },
    });
    // Before the fix: +107 MB (all eleven read into memory before the count was checked).
    expect(res.memoryGrowth).toBeLessThan(2 * fileLimits.maxBytes);
    expect(res.headers.connection).toBe('close');
    expect(filesLeft('uploads')).toEqual([]);
    expect(filesLeft('tmp')).toEqual([]);
  });

  it('stops reading at the first part over a limit: a second photo, a second attachment, a file over 10 MB', async () => {
    const supplier = await newSupplier();
    const chat = await chatRoute();
    const boundary = 'over-a-limit';
    const headers = (user: FactoryUser) => ({
      ...user.auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    const afterwards: StreamPart[] = Array.from({ length: 8 }, (_, i) => [
      'documents[]',
      { filename: `more${i}.pdf`, size: 10 * MB },
    ]);
    const cases: Array<{
      url: string;
      user: FactoryUser;
      parts: StreamPart[];
      status: number;
      errors: object;
    }> = [
      {
        url: '/api/profile',
        user: supplier,
        parts: [
          ['photo', { filename: 'a.png', size: 1000 }],
          ['photo', { filename: 'b.png', size: 1000 }],
          ...afterwards,
        ],
        status: 422,
        errors: { photo: [validation.tooLong] },
      },
      {
        url: '/api/profile',
        user: supplier,
        parts: [['documents[]', { filename: 'big.pdf', size: 60 * MB }], ...afterwards],
        status: 413,
        errors: { documents: [profileTexts.tooLarge] },
      },
      {
        url: chat.url,
        user: chat.user,
        parts: [
          ['attachments', { filename: 'a.pdf', size: 1000 }],
          ['file', { filename: 'b.pdf', size: 60 * MB }],
        ],
        status: 422,
        errors: { attachments: [chatTexts.oneFile] },
      },
      {
        url: chat.url,
        user: chat.user,
        parts: [['attachments', { filename: 'big.pdf', size: 60 * MB }]],
        status: 422,
        errors: { attachments: [chatTexts.fileTooLarge] },
      },
    ];
    for (const c of cases) {
      // Chunked, as a client that does not say its length: the limits hold as the parts arrive.
      const res = await stream(port, c.url, headers(c.user), streamedForm(boundary, c.parts));
      expect(res.status, res.body).toBe(c.status);
      expect(JSON.parse(res.body).errors).toEqual(c.errors);
      // The rest of the body was never read: the client could write little more than the sockets' buffers.
      expect(res.written).toBeLessThan(res.total - 40 * MB);
      expect(res.memoryGrowth).toBeLessThan(2 * fileLimits.maxBytes);
    }
    expect(filesLeft('uploads')).toEqual([]);
    expect(filesLeft('tmp')).toEqual([]);
    expect(await queryRows(t.db, sql`select id from messages`)).toHaveLength(0);
  });

  it('refuses a streamed body over the most its route carries (ignored parts count too) with 413', async () => {
    const chat = await chatRoute();
    const boundary = 'too-much';
    const res = await stream(
      port,
      chat.url,
      { ...chat.user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      streamedForm(boundary, [
        ['attachments', { filename: 'a.pdf', size: 10 * MB }],
        [undefined, { filename: 'nameless.pdf', size: 30 * MB }],
      ]),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      message: errorTexts.requestEntityTooLarge,
      code: 'request_too_large',
    });
    expect(res.written).toBeLessThan(res.total - 10 * MB);
  });

  it('answers 413 at once to a Content-Length over the route’s most, before the body is sent', async () => {
    const supplier = await newSupplier();
    const chat = await chatRoute();
    // The most each can legitimately carry: 22 files of 10 MB and the texts; one file of 10 MB and the text.
    expect(multipartBodyMax(profileForm)).toBeGreaterThan(22 * fileLimits.maxBytes);
    expect(multipartBodyMax(profileForm)).toBeLessThan(23 * fileLimits.maxBytes);
    expect(multipartBodyMax(messageForm)).toBeGreaterThan(fileLimits.maxBytes);
    expect(multipartBodyMax(messageForm)).toBeLessThan(fileLimits.maxBytes + MB);
    for (const [url, user, max] of [
      ['/api/profile', supplier, multipartBodyMax(profileForm)],
      [chat.url, chat.user, multipartBodyMax(messageForm)],
    ] as const) {
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${user.auth.authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${max + 1}\r\n\r\n`,
      );
      // Headers only: the answer comes and the server closes the connection without waiting for the body.
      let received = '';
      socket.on('data', (c: Buffer) => (received += c.toString()));
      await once(socket, 'close');
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
        message: errorTexts.requestEntityTooLarge,
        code: 'request_too_large',
      });
    }
  });
});
