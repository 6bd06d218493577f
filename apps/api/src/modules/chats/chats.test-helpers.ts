import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { chatResponse } from '@marquee/contracts/chats';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  createOrganiser,
  createQuote,
  createRequest,
  createSupplier,
  type FactoryUser,
} from '../../../test/factories';
import { multipartForm, type FormPart } from '../../../test/multipart';

/** A temporary DATA_DIR for the test file's stored chat files, removed after the file's tests. */
export function useChatsDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-chats-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** Every stored chat file under `dataDir`. */
export const storedChatFiles = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'chat'), { recursive: true }).filter((f) =>
      String(f).includes('.'),
    );
  } catch {
    return [];
  }
};

/** An organiser's request with a supplier's quote: the two parties of a chat. */
export async function parties(db: Db) {
  const organiser = await createOrganiser(db);
  const supplier = await createSupplier(db);
  const request = await createRequest(db, organiser.id);
  const quote = await createQuote(db, request.id, supplier.id);
  return { organiser, supplier, request, quote };
}

export async function openChat(app: FastifyInstance, user: FactoryUser, quoteId: number, receiverId: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chats',
    headers: user.auth,
    payload: { service_request_quote_id: quoteId, receiver_id: receiverId },
  });
  return { res, chat: res.statusCode < 300 ? chatResponse.parse(res.json()).data : undefined };
}

export async function send(app: FastifyInstance, user: FactoryUser, chatId: number, parts: FormPart[]) {
  const form = multipartForm(parts);
  return app.inject({
    method: 'POST',
    url: `/api/chats/${chatId}/send-message`,
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
}

export const poll = (app: FastifyInstance, user: FactoryUser, chatId: number, query: string) =>
  app.inject({ method: 'GET', url: `/api/chats/${chatId}/messages?${query}`, headers: user.auth });
