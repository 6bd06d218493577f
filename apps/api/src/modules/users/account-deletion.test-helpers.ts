import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { notifyListResponse } from '@marquee/contracts/offers';
import type { Db } from '../../db/client';
import { accessTokens } from '../../db/schema/users';
import { auditLog } from '../../db/schema/audit';
import { chatAttachments, chatUsers, chats, messages } from '../../db/schema/chats';
import type { FactoryUser } from '../../../test/factories';

/** A temporary DATA_DIR for the test file's stored files, removed after the file's tests. */
export function useDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-deletion-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** Stores a file through the app's storage and answers its key. */
export async function storedFile(app: FastifyInstance, key: string) {
  await app.storage.put(key, new TextEncoder().encode(`contents of ${key}`), { contentType: 'text/plain' });
  return key;
}

export const fileExists = async (app: FastifyInstance, key: string) => (await app.storage.get(key)) !== null;

/** A chat between the organiser and the supplier (about the quote, if any) with a message carrying a file. */
export async function chatWithFile(
  app: FastifyInstance,
  db: Db,
  parties: { organiserId: number; supplierId: number; quoteId?: number },
) {
  const [chat] = await db
    .insert(chats)
    .values({
      organiserId: parties.organiserId,
      supplierId: parties.supplierId,
      serviceRequestQuoteId: parties.quoteId ?? null,
    })
    .returning();
  if (!chat) throw new Error('chat not created');
  const [author] = await db
    .insert(chatUsers)
    .values({ chatId: chat.id, userId: parties.supplierId })
    .returning();
  await db.insert(chatUsers).values({ chatId: chat.id, userId: parties.organiserId });
  const [message] = await db
    .insert(messages)
    .values({ chatId: chat.id, chatUserId: author!.id, text: 'Our floor plan' })
    .returning();
  await db.update(chats).set({ lastMessageId: message!.id }).where(eq(chats.id, chat.id));
  const key = await storedFile(app, `uploads/chat/${chat.id}/floor-plan-${chat.id}.txt`);
  await db
    .insert(chatAttachments)
    .values({ messageId: message!.id, fileName: 'floor-plan.txt', path: key, size: 20 });
  return { chat, key };
}

/** The supplier's offers in one tab (`offer` absent: the requests tab), as request ids. */
export async function offerIds(app: FastifyInstance, supplier: FactoryUser, offer?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/supplier/service-request-notifies${offer ? `?offer=${offer}` : ''}`,
    headers: supplier.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return notifyListResponse.parse(res.json()).data.map((n) => n.service_request_id);
}

/** The person's sessions still stored, and whether their token still opens `auth/me`. */
export async function sessionsOf(app: FastifyInstance, db: Db, user: FactoryUser) {
  const rows = await db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
  return { rows: rows.length, status: me.statusCode };
}

export const auditRows = (db: Db, action: string, targetId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

export const remove = (
  app: FastifyInstance,
  admin: FactoryUser,
  what: 'suppliers' | 'organisers',
  id: number,
) => app.inject({ method: 'DELETE', url: `/api/admin/${what}/${id}`, headers: admin.auth });
