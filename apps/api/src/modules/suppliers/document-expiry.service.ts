import { documentTypes, type DocumentType } from '@marquee/contracts/supplier-profile';
import { defineJob } from '../jobs/jobs.service';
import { mailEach } from '../mail/mail.service';
import { createLoginLinks, LOGIN_LINK_TTL_DAYS } from '../auth/login-links';
import type { SuppliersDeps } from './onboarding.service';
import { isoDay } from './suppliers.presenter';
import { documentExpiryEmail } from './supplier-emails';
import { claimDocumentReminder, documentsToRemind } from './suppliers.repository';

/** The daily run of the reminders (docs/decisions/0034): a pg-boss cron job, so it runs once across servers. */
export const documentExpiryJob = defineJob<{ at?: string }>('suppliers.document-expiry-reminders', {
  retryLimit: 2,
});
/** Every morning at 07:15 (Europe/London). */
export const DOCUMENT_EXPIRY_CRON = '15 7 * * *';

const DAY = 86_400_000;
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY));

/**
 * E-mails each supplier whose verified document expires within 30 days, and again within 7 days, once each. A
 * document that enters the 7-day window without the 30-day reminder (verified late) gets only the 7-day one.
 * `now` is the clock, so tests run it on a fixed day. Each reminder's claim (the document marked reminded), its
 * sign-in link and its e-mail commit together (docs/decisions/0089): one that cannot be recorded leaves its document
 * unclaimed, the others go on, and the run then throws so that pg-boss retries it.
 */
export async function remindExpiringDocuments(deps: SuppliersDeps, now: Date = new Date()) {
  const today = isoDay(now);
  const sent = { days30: 0, days7: 0 };
  const failures: unknown[] = [];
  // A document whose 7-day reminder failed is not sent the 30-day one instead: the retry sends the 7-day one.
  const failed7 = new Set<number>();
  for (const days of [7, 30] as const) {
    const due = (await documentsToRemind(deps.db, today, addDays(today, days), days)).filter(
      ({ document }) => !failed7.has(document.id),
    );
    const failedNow = await mailEach(deps.log, due, async ({ document, user }) => {
      const claimed = await deps.mailer
        .sendWith(async (tx) => {
          if (!(await claimDocumentReminder(tx, document.id, days, now)))
            return { result: false, message: null };
          const [link] = await createLoginLinks(tx, deps.config.APP_URL, [user], { to: 'profile' });
          const message = {
            ...documentExpiryEmail({
              name: user.name,
              label: documentTypes[document.type as DocumentType] ?? 'document',
              validTo: document.validTo ?? today,
              days,
              link: link!,
              validDays: LOGIN_LINK_TTL_DAYS,
            }),
            to: user.email,
            userId: user.id,
          };
          return { result: true, message };
        })
        .catch((err: unknown) => {
          if (days === 7) failed7.add(document.id);
          throw err;
        });
      if (claimed) sent[days === 7 ? 'days7' : 'days30'] += 1;
    });
    failures.push(...failedNow);
  }
  if (failures.length > 0) throw failures[0];
  return sent;
}
