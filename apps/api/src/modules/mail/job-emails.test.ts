import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { outgoingEmails } from '../../db/schema/mail';
import { serviceRequestQuotes, serviceRequests } from '../../db/schema/requests';
import { supplierDocuments } from '../../db/schema/suppliers';
import { users, userTokens } from '../../db/schema/users';
import { useTestApp } from '../../../test/harness';
import { allowEmails, refuseEmails } from '../../../test/refuse-emails';
import {
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createSupplier,
  daysFromToday,
  type FactoryUser,
} from '../../../test/factories';
import { chatUsers } from '../../db/schema/chats';
import { openChat, parties, send, useChatsDataDir } from '../chats/chats.test-helpers';
import { giveBackLapsedLeads } from '../offers/offers.jobs';
import { mailNewQuotes, runOffersDeadlines } from '../requests/requests.jobs';
import { remindExpiringDocuments } from '../suppliers/document-expiry.service';

/**
 * The job handlers that e-mail claim what they mail in the e-mail's own transaction (docs/decisions/0089): the
 * unread-message e-mail, the organiser's new quotes, the offers reminders and the offers closed, the fair lead and
 * the document expiry reminders. For each, a trigger of the database refuses the e-mail (a real failure to record
 * it): the handler throws and its claim is not kept, so a retry sends it; without it, the e-mail row is there with
 * its mail.send (or mail.send-batch) job, and a second run sends nothing more. Runs on PGlite and on PostgreSQL
 * (DATABASE_URL).
 */
const dataDir = useChatsDataDir();
const t = useTestApp({ DATA_DIR: dataDir });

/** Refuses the e-mails of a template (to one address only, when given) with a trigger of the database. */
const refuse = (template: string, to?: string) => refuseEmails(t.db, { template, to });
afterEach(() => allowEmails(t.db));

/** The e-mails of a template to an address, each with the ids of the jobs that deliver it. */
const mailed = async (to: string, template: string) => {
  const emails = await t.db
    .select({ id: outgoingEmails.id })
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.to, to.toLowerCase()), eq(outgoingEmails.template, template)));
  return Promise.all(
    emails.map(async (e) => ({
      id: e.id,
      jobs: await queryRows<{ name: string }>(
        t.db,
        sql`select name from pgboss.job
          where (name = 'mail.send' and (data->>'emailId')::int = ${e.id})
            or (name = 'mail.send-batch' and data->'emailIds' @> to_jsonb(${e.id}::int))`,
      ),
    })),
  );
};
const expectMailedOnce = async (to: string, template: string, job = 'mail.send') => {
  const emails = await mailed(to, template);
  expect(emails, `${template} to ${to}`).toHaveLength(1);
  expect(emails[0]!.jobs.map((j) => j.name)).toEqual([job]);
};
/** The sign-in links made for a user: none is left behind by a refused e-mail. */
const loginLinksOf = (user: { id: number }) =>
  t.db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'login_link')));

describe('the unread-message e-mail (chats.unread-mail)', () => {
  it('fails the job and keeps the chat unclaimed when its e-mail cannot be recorded; the retry sends it once', async () => {
    const { organiser, supplier, quote } = await parties(t.db);
    const { chat } = await openChat(t.app, organiser, quote.id, supplier.id);
    expect((await send(t.app, organiser, chat!.id, [['text', 'Are you free?']])).statusCode).toBe(201);
    const due = () =>
      t.db.execute(sql`update pgboss.job set start_after = now() where name = 'chats.unread-mail'`);
    const claimOf = async () =>
      (
        await t.db
          .select({ at: chatUsers.unreadMailedAt })
          .from(chatUsers)
          .where(and(eq(chatUsers.chatId, chat!.id), eq(chatUsers.userId, supplier.id)))
      )[0]?.at;

    await refuse('chat_unread');
    await due();
    expect(await t.app.jobs.runQueued()).toMatchObject({ failed: 1 });
    expect(await claimOf()).toBeNull();
    expect(await loginLinksOf(supplier)).toEqual([]);
    expect(await mailed(supplier.email, 'chat_unread')).toEqual([]);

    await allowEmails(t.db);
    // pg-boss's retry, made due now.
    await due();
    expect((await t.app.jobs.runQueued()).completed).toBeGreaterThanOrEqual(1);
    expect(await claimOf()).not.toBeNull();
    await expectMailedOnce(supplier.email, 'chat_unread');
    await due();
    await t.app.jobs.runQueued();
    await expectMailedOnce(supplier.email, 'chat_unread');
  });
});

describe("the organiser's new quotes e-mail (requests.quote-mail)", () => {
  it('throws and keeps the hour unclaimed when its e-mail cannot be recorded; then sends it once', async () => {
    const organiser = await createOrganiser(t.db);
    const request = await createRequest(t.db, organiser.id);
    await createQuote(t.db, request.id);
    const claimOf = async () =>
      (
        await t.db
          .select({ at: serviceRequests.quotesMailedAt })
          .from(serviceRequests)
          .where(eq(serviceRequests.id, request.id))
      )[0]?.at;

    await refuse('rfq_quotes');
    await expect(mailNewQuotes(t.app, request.id)).rejects.toThrow();
    expect(await claimOf()).toBeNull();
    expect(await loginLinksOf(organiser)).toEqual([]);

    await allowEmails(t.db);
    expect(await mailNewQuotes(t.app, request.id)).toBe(true);
    expect(await claimOf()).not.toBeNull();
    await expectMailedOnce(organiser.email, 'rfq_quotes');
    expect(await mailNewQuotes(t.app, request.id)).toBe(false);
    await expectMailedOnce(organiser.email, 'rfq_quotes');
  });
});

describe('the offers deadlines run (requests.offers-deadlines)', () => {
  const today = daysFromToday(0);
  const noon = new Date(`${today}T12:00:00Z`);
  const tomorrow = new Date(noon.getTime() + 86_400_000);
  const rowOf = async (id: number) =>
    (
      await t.db
        .select({ remindedAt: serviceRequests.remindedAt, offersClosedAt: serviceRequests.offersClosedAt })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, id))
    )[0]!;
  const consenting = async () => {
    const supplier = await createSupplier(t.db);
    await t.db.update(users).set({ receiveUpdatesAndInfo: true }).where(eq(users.id, supplier.id));
    return supplier;
  };

  it('leaves a request unreminded when its reminders cannot be recorded, goes on with the others, then throws; the retry reminds it once', async () => {
    const organiser = await createOrganiser(t.db);
    const request = await createRequest(t.db, organiser.id, { dateOffersUntil: today });
    const suppliers = [await consenting(), await consenting()];
    for (const s of suppliers) await createNotify(t.db, request.id, s.id);
    // Nobody to remind: claimed all the same, with no e-mail.
    const unanswered = await createRequest(t.db, organiser.id, { dateOffersUntil: today });

    await refuse('rfq_notify_reminder', suppliers[1]!.email);
    await expect(runOffersDeadlines(t.app, noon)).rejects.toThrow();
    expect((await rowOf(request.id)).remindedAt).toBeNull();
    expect((await rowOf(unanswered.id)).remindedAt).not.toBeNull();
    // The batch is one transaction: neither supplier's e-mail nor link is kept.
    for (const s of suppliers) {
      expect(await mailed(s.email, 'rfq_notify_reminder')).toEqual([]);
      expect(await loginLinksOf(s)).toEqual([]);
    }

    await allowEmails(t.db);
    expect(await runOffersDeadlines(t.app, noon)).toEqual({ reminded: 2, closed: 0 });
    expect((await rowOf(request.id)).remindedAt).not.toBeNull();
    for (const s of suppliers) await expectMailedOnce(s.email, 'rfq_notify_reminder', 'mail.send-batch');
    expect(await runOffersDeadlines(t.app, noon)).toEqual({ reminded: 0, closed: 0 });
  });

  it('leaves a request open to quotes when its closing e-mail cannot be recorded, closes the others, then throws; the retry closes it once', async () => {
    const refused: FactoryUser = await createOrganiser(t.db);
    const told = await createOrganiser(t.db);
    const first = await createRequest(t.db, refused.id, { dateOffersUntil: today });
    const second = await createRequest(t.db, told.id, { dateOffersUntil: today });
    await createQuote(t.db, first.id);

    await refuse('rfq_offers_closed', refused.email);
    await expect(runOffersDeadlines(t.app, tomorrow)).rejects.toThrow();
    expect((await rowOf(first.id)).offersClosedAt).toBeNull();
    expect(await loginLinksOf(refused)).toEqual([]);
    expect((await rowOf(second.id)).offersClosedAt).not.toBeNull();
    await expectMailedOnce(told.email, 'rfq_offers_closed');

    await allowEmails(t.db);
    expect(await runOffersDeadlines(t.app, tomorrow)).toEqual({ reminded: 0, closed: 1 });
    expect((await rowOf(first.id)).offersClosedAt).not.toBeNull();
    await expectMailedOnce(refused.email, 'rfq_offers_closed');
    await expectMailedOnce(told.email, 'rfq_offers_closed');
    expect(await runOffersDeadlines(t.app, tomorrow)).toEqual({ reminded: 0, closed: 0 });
  });
});

describe('the fair lead run (offers.fair-lead)', () => {
  it('gives nothing back to a supplier whose e-mail cannot be recorded, goes on with the others, then throws; the retry does it once', async () => {
    const refused = await createSupplier(t.db);
    const other = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    const quotes = [];
    for (const supplier of [refused, refused, other]) {
      const request = await createRequest(t.db, organiser.id, { status: 30 });
      quotes.push(await createQuote(t.db, request.id, supplier.id));
    }
    const givenBack = async () =>
      (
        await t.db
          .select({ id: serviceRequestQuotes.id, at: serviceRequestQuotes.refundedAt })
          .from(serviceRequestQuotes)
          .orderBy(serviceRequestQuotes.id)
      ).map((q) => q.at !== null);
    const now = new Date(Date.now() + 1000);

    await refuse('offers_fair_lead', refused.email);
    await expect(giveBackLapsedLeads(t.app, now)).rejects.toThrow();
    expect(await givenBack()).toEqual([false, false, true]);
    expect(await loginLinksOf(refused)).toEqual([]);
    await expectMailedOnce(other.email, 'offers_fair_lead');

    await allowEmails(t.db);
    expect(await giveBackLapsedLeads(t.app, now)).toEqual({ given_back: 2, mailed: 1 });
    expect(await givenBack()).toEqual([true, true, true]);
    await expectMailedOnce(refused.email, 'offers_fair_lead');
    await expectMailedOnce(other.email, 'offers_fair_lead');
    expect(await giveBackLapsedLeads(t.app, now)).toEqual({ given_back: 0, mailed: 0 });
  });
});

describe('the document expiry reminders (suppliers.document-expiry-reminders)', () => {
  const documentOf = async (supplier: FactoryUser, validTo: string) => {
    const [doc] = await t.db
      .insert(supplierDocuments)
      .values({
        userId: supplier.id,
        path: `uploads/suppliers/${supplier.id}/documents/a.pdf`,
        fileName: 'Insurance.pdf',
        type: 'public_liability_insurance',
        validTo,
        verifiedAt: new Date(),
      })
      .returning();
    return doc!;
  };
  const remindedOf = async (id: number) =>
    (
      await t.db
        .select({ at30: supplierDocuments.remindedAt30, at7: supplierDocuments.remindedAt7 })
        .from(supplierDocuments)
        .where(eq(supplierDocuments.id, id))
    )[0]!;

  it('leaves a document unreminded when its e-mail cannot be recorded and throws; the retry reminds it once', async () => {
    const supplier = await createSupplier(t.db);
    const doc = await documentOf(supplier, daysFromToday(20));

    await refuse('document_expiry_30');
    await expect(remindExpiringDocuments(t.app)).rejects.toThrow();
    expect(await remindedOf(doc.id)).toEqual({ at30: null, at7: null });
    expect(await loginLinksOf(supplier)).toEqual([]);

    await allowEmails(t.db);
    expect(await remindExpiringDocuments(t.app)).toEqual({ days30: 1, days7: 0 });
    expect((await remindedOf(doc.id)).at30).not.toBeNull();
    await expectMailedOnce(supplier.email, 'document_expiry_30');
    expect(await remindExpiringDocuments(t.app)).toEqual({ days30: 0, days7: 0 });
  });

  it('sends no 30-day reminder in place of a 7-day one that could not be recorded; the retry sends the 7-day one', async () => {
    const supplier = await createSupplier(t.db);
    const doc = await documentOf(supplier, daysFromToday(5));

    await refuse('document_expiry_7');
    await expect(remindExpiringDocuments(t.app)).rejects.toThrow();
    expect(await remindedOf(doc.id)).toEqual({ at30: null, at7: null });
    expect(await mailed(supplier.email, 'document_expiry_30')).toEqual([]);

    await allowEmails(t.db);
    expect(await remindExpiringDocuments(t.app)).toEqual({ days30: 0, days7: 1 });
    await expectMailedOnce(supplier.email, 'document_expiry_7');
    expect(await mailed(supplier.email, 'document_expiry_30')).toEqual([]);
    expect(await remindExpiringDocuments(t.app)).toEqual({ days30: 0, days7: 0 });
  });
});
