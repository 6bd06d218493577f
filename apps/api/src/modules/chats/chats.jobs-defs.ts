import { UNREAD_MAIL_MINUTES } from '@marquee/contracts/chats';
import { defineJob } from '../jobs/jobs.service';

/*
 * The module's kinds of job, apart from their handlers (chats.jobs.ts) so that the service can queue them without
 * importing the handlers (and, through them, the modules the handlers call).
 */

/** Queued with each message, due 10 minutes later: e-mails the recipient if it is still unread (decision 0041). */
export const unreadMailJob = defineJob<{ chatId: number; userId: number }>('chats.unread-mail', {
  retryLimit: 2,
});
export const UNREAD_MAIL_DELAY_SECONDS = UNREAD_MAIL_MINUTES * 60;
