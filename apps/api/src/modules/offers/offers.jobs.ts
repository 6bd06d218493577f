import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { loginLinkEmail } from '../mail/templates';
import { defineJob } from '../jobs/jobs.service';
import { deliver } from '../mail/mail.service';
import { createLoginLink, LOGIN_LINK_TTL_DAYS } from '../auth/login-links';
import { claimLapsedLeads, findSupplierContact } from './offers.repository';

/** What the fair-lead run needs from the app. */
export type OffersJobsDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log' | 'jobs'>;

/** Hourly: free answers the organiser never opened before the request closed are given back (decision 0039). */
export const fairLeadJob = defineJob<{ at?: string }>('offers.fair-lead', { retryLimit: 2 });
export const FAIR_LEAD_CRON = '35 * * * *';

/** The supplier's e-mail: which answers were given back, and a sign-in link to the offers. */
export function fairLeadEmail(p: {
  name: string;
  leads: { product: string | null; location: string }[];
  link: string;
  validDays: number;
}) {
  const one = p.leads.length === 1;
  return loginLinkEmail({
    template: 'offers_fair_lead',
    subject: one
      ? 'A free response was given back to you'
      : `${p.leads.length} free responses were given back to you`,
    heading: one ? 'Your free response is back' : 'Your free responses are back',
    paragraphs: [
      `Hello ${p.name},`,
      `The organiser never opened your response to ${p.leads
        .map((l) => `${l.product ?? 'a request'} in ${l.location}`)
        .join(
          ', ',
        )} before the request closed, so ${one ? 'it no longer counts' : 'they no longer count'} towards your free responses.`,
      'You can use it to answer another request.',
    ],
    buttonLabel: 'See your requests',
    link: p.link,
    validDays: p.validDays,
  });
}

/**
 * Marks every lapsed free answer as given back (once: `refunded_at`), then e-mails each supplier once for all of
 * theirs. The rows are marked before the e-mails go, so a retried run never e-mails twice (a crash between the
 * two loses the e-mail, not the answer, which the quota already counts as given back).
 */
export async function giveBackLapsedLeads(deps: OffersJobsDeps, now: Date = new Date()) {
  const leads = await deps.db.transaction((tx) => claimLapsedLeads(tx, now));
  const bySupplier = new Map<number, typeof leads>();
  for (const lead of leads)
    bySupplier.set(lead.supplier_id, [...(bySupplier.get(lead.supplier_id) ?? []), lead]);
  let mailed = 0;
  for (const [supplierId, theirs] of bySupplier) {
    const supplier = await findSupplierContact(deps.db, supplierId);
    if (!supplier) continue;
    const link = await createLoginLink(deps, supplier, { to: 'dashboard' });
    await deliver(deps, {
      ...fairLeadEmail({ name: supplier.name, leads: theirs, link, validDays: LOGIN_LINK_TTL_DAYS }),
      to: supplier.email,
      userId: supplier.id,
    });
    mailed += 1;
  }
  return { given_back: leads.length, mailed };
}

/** The module's background work, like requests.jobs.ts: handlers at once under test, the hourly cron in a server. */
export const offersJobs: FastifyPluginAsync = async (app) => {
  const register = async () => {
    await app.jobs.work(fairLeadJob, async ({ at }) => {
      const done = await giveBackLapsedLeads(app, at ? new Date(at) : new Date());
      app.log.info(done, 'fair lead run');
    });
  };
  if (app.config.NODE_ENV === 'test') return register();
  app.addHook('onReady', async () => {
    await register();
    await app.jobs.schedule(fairLeadJob, FAIR_LEAD_CRON, {});
  });
};
