import { documentTypes, type DocumentType } from '@marquee/contracts/supplier-profile';
import { defineJob } from '../jobs/jobs.service';
import { deliver } from '../mail/mail.service';
import { createLoginLink, LOGIN_LINK_TTL_DAYS } from '../auth/login-links';
import type { SuppliersDeps } from './onboarding.service';
import { isoDay } from './suppliers.presenter';
import { documentExpiryEmail } from './supplier-emails';
import { documentsToRemind, updateDocument } from './suppliers.repository';

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
 * `now` is the clock, so tests run it on a fixed day.
 */
export async function remindExpiringDocuments(deps: SuppliersDeps, now: Date = new Date()) {
  const today = isoDay(now);
  const sent = { days30: 0, days7: 0 };
  for (const days of [7, 30] as const) {
    const due = await documentsToRemind(deps.db, today, addDays(today, days), days);
    for (const { document, user } of due) {
      // Marked first: a failed delivery is recorded by the mailer and never sent twice by the next run.
      await updateDocument(deps.db, document.id, {
        ...(days === 7
          ? { remindedAt7: now, remindedAt30: document.remindedAt30 ?? now }
          : { remindedAt30: now }),
      });
      const link = await createLoginLink(deps, user, { to: 'profile' });
      await deliver(deps, {
        ...documentExpiryEmail({
          name: user.name,
          label: documentTypes[document.type as DocumentType] ?? 'document',
          validTo: document.validTo ?? today,
          days,
          link,
          validDays: LOGIN_LINK_TTL_DAYS,
        }),
        to: user.email,
        userId: user.id,
      });
      sent[days === 7 ? 'days7' : 'days30'] += 1;
    }
  }
  return sent;
}
