import type { Db } from '../../src/db/client';
import { body as requestBody, LONDON, supplierAt } from '../../src/modules/requests/requests.test-helpers';
import {
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  createSupplier,
  registrationPayload,
} from '../factories';
import { pdf } from '../file-fixtures';
import { multipartForm } from '../multipart';
import { call, type Instance } from './instances';

/** The five kinds of write of the kill test (issue 26), 200 of each. */
export const KINDS = ['registration', 'request', 'quote', 'message', 'subscription'] as const;
export type Kind = (typeof KINDS)[number];
export const PER_KIND = 200;
/** The Subscriber plan (reference data), ordered monthly with a saved sandbox card. */
export const SUBSCRIBER_PLAN = 3;
/** Suppliers every request of the test reaches. */
export const MATCHED = 3;
const CHATS = 20;

export interface Write {
  kind: Kind;
  /** The unique marker stored with the write (e-mail, request or quote message, chat text, supplier id). */
  marker: string;
  send(instance: Instance): ReturnType<typeof call>;
}

/** In groups of `size` at a time, to prepare quickly without exhausting the database's connections. */
async function inGroups<T>(count: number, size: number, make: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))),
    );
  }
  return out;
}

/** A saved sandbox card for a supplier, through the server (the sandbox keeps cards in its own file). */
async function sandboxCard(instance: Instance, token: string) {
  const intent = await call(instance, 'GET', '/api/create-setup-intent', { token });
  const saved = await call(instance, 'POST', '/api/payment-methods/sandbox-confirm', {
    token,
    json: {
      setup_intent_id: intent.json.setup_intent_id,
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    },
  });
  if (saved.status !== 201) throw new Error(`card not saved: ${saved.status}`);
  return saved.json.payment_method.id as number;
}

/**
 * Everything the writes need (an organiser, a service reaching MATCHED suppliers, requests answered by suppliers
 * with a notify each, chats about quotes, approved suppliers with a card), then the 1,000 writes, kinds interleaved.
 */
export async function prepareWrites(db: Db, instance: Instance, run: string) {
  const service = await createService(db);
  await inGroups(MATCHED, MATCHED, () => supplierAt(db, [service.id], LONDON, 999));
  const organiser = await createOrganiser(db);
  const quoting = await inGroups(PER_KIND, 40, async () => {
    const supplier = await createSupplier(db);
    const request = await createRequest(db, organiser.id);
    await createNotify(db, request.id, supplier.id);
    return { supplier, request };
  });
  const chats = await inGroups(CHATS, CHATS, async () => {
    const supplier = await createSupplier(db);
    const quote = await createQuote(db, (await createRequest(db, organiser.id)).id, supplier.id);
    const opened = await call(instance, 'POST', '/api/chats', {
      token: organiser.token,
      json: { service_request_quote_id: quote.id, receiver_id: supplier.id },
    });
    return opened.json.data.id as number;
  });
  const subscribers = await inGroups(PER_KIND, 40, async () => {
    const supplier = await createSupplier(db);
    return { supplier, card: await sandboxCard(instance, supplier.token) };
  });

  const file = pdf();
  const make: Record<Kind, (i: number) => Write> = {
    registration: (i) => {
      const payload = registrationPayload({ email: `kill-${run}-${i}@example.test` });
      return {
        kind: 'registration',
        marker: payload.email as string,
        send: (to) => call(to, 'POST', '/api/auth/organizer/registration', { json: payload }),
      };
    },
    request: (i) => ({
      kind: 'request',
      marker: `kill-request-${run}-${i}`,
      send: (to) =>
        call(to, 'POST', '/api/organiser/service-requests', {
          token: organiser.token,
          json: requestBody(service.id, { message: `kill-request-${run}-${i}` }),
        }),
    }),
    quote: (i) => ({
      kind: 'quote',
      marker: `kill-quote-${run}-${i}`,
      send: (to) =>
        call(to, 'POST', '/api/supplier/service-request-quotes', {
          token: quoting[i]!.supplier.token,
          json: { service_request_id: quoting[i]!.request.id, message: `kill-quote-${run}-${i}`, price: 500 },
        }),
    }),
    message: (i) => {
      const form = multipartForm([
        ['text', `kill-message-${run}-${i}`],
        ['attachments', { filename: `plan-${i}.pdf`, data: file }],
      ]);
      return {
        kind: 'message',
        marker: `kill-message-${run}-${i}`,
        send: (to) =>
          call(to, 'POST', `/api/chats/${chats[i % CHATS]}/send-message`, {
            token: organiser.token,
            body: form.payload,
            headers: form.headers,
          }),
      };
    },
    subscription: (i) => {
      const { supplier, card } = subscribers[i]!;
      return {
        kind: 'subscription',
        marker: String(supplier.id),
        send: (to) =>
          call(to, 'POST', '/api/subscribe', {
            token: supplier.token,
            headers: { 'idempotency-key': `kill-${run}-${i}` },
            json: { pricing_plan_id: SUBSCRIBER_PLAN, period: 'month', payment_method: card },
          }),
      };
    },
  };
  const writes: Write[] = [];
  for (let i = 0; i < PER_KIND; i++) for (const kind of KINDS) writes.push(make[kind](i));
  return { writes, organiser };
}
