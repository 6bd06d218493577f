import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { loginLinkEmail } from '../mail/templates';
import { defineJob } from '../jobs/jobs.service';
import { mailEach } from '../mail/mail.service';
import { createLoginLinks, LOGIN_LINK_TTL_DAYS } from '../auth/login-links';
import { claimLapsedLeads, findSupplierContact, suppliersWithLapsedLeads } from './offers.repository';

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
 * Gives back every lapsed free answer (once: `refunded_at`) and e-mails each supplier once for all of theirs: per
 * supplier, the claim of their answers, the sign-in link and the e-mail commit together (docs/decisions/0089), so a
 * retried run never e-mails twice and a failure to record an e-mail rolls that supplier's claim back. The run then
 * throws (after trying every supplier) and pg-boss retries it; the answers keep counting as given back meanwhile,
 * since the quota counts a lapsed answer whether claimed or not.
 */
export async function giveBackLapsedLeads(deps: OffersJobsDeps, now: Date = new Date()) {
  const done = { given_back: 0, mailed: 0 };
  const suppliers = await suppliersWithLapsedLeads(deps.db, now);
  const failures = await mailEach(deps.log, suppliers, async (supplierId) => {
    const given = await deps.mailer.sendWith(async (tx) => {
      const theirs = await claimLapsedLeads(tx, now, supplierId);
      const supplier = theirs.length > 0 ? await findSupplierContact(tx, supplierId) : null;
      if (!supplier) return { result: { leads: theirs.length, mailed: 0 }, message: null };
      const [link] = await createLoginLinks(tx, deps.config.APP_URL, [supplier], { to: 'dashboard' });
      const message = {
        ...fairLeadEmail({ name: supplier.name, leads: theirs, link: link!, validDays: LOGIN_LINK_TTL_DAYS }),
        to: supplier.email,
        userId: supplier.id,
      };
      return { result: { leads: theirs.length, mailed: 1 }, message };
    });
    done.given_back += given.leads;
    done.mailed += given.mailed;
  });
  if (failures.length > 0) throw failures[0];
  return done;
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
