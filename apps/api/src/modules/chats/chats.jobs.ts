import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { Role } from '@marquee/contracts/enums';
import { users } from '../../db/schema/users';
import { loginLinkEmail } from '../mail/templates';
import { createLoginLinks, LOGIN_LINK_TTL_DAYS } from '../auth/login-links';
import { claimUnreadMail } from './chats.repository';
import { unreadMailJob } from './chats.jobs-defs';

export type ChatsJobsDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'>;

export function unreadMessagesEmail(p: { name: string; link: string; validDays: number }) {
  return loginLinkEmail({
    template: 'chat_unread',
    subject: 'You have unread messages',
    heading: 'You have unread messages',
    paragraphs: [`Hello ${p.name},`, 'You have a new message in Marquee that you have not read yet.'],
    buttonLabel: 'Read your messages',
    link: p.link,
    validDays: p.validDays,
  });
}

/**
 * E-mails the participant once for messages they left unread: the claim marks the chat user as e-mailed (reading
 * clears it), so later messages of the same unread stretch, and a retried job, send nothing more. The claim, the
 * sign-in link and the e-mail commit together (docs/decisions/0089): a failure to record the e-mail rolls the claim
 * back and is thrown, and pg-boss retries the job.
 */
export async function mailUnreadMessages(deps: ChatsJobsDeps, chatId: number, userId: number) {
  return deps.mailer.sendWith(async (tx) => {
    const claimed = await claimUnreadMail(tx, chatId, userId);
    if (!claimed) return { result: false, message: null };
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.role === Role.admin) return { result: false, message: null };
    const [link] = await createLoginLinks(tx, deps.config.APP_URL, [user], { to: 'chat', id: chatId });
    const message = {
      ...unreadMessagesEmail({ name: user.name, link: link!, validDays: LOGIN_LINK_TTL_DAYS }),
      to: user.email,
      userId: user.id,
    };
    return { result: true, message };
  });
}

/** The module's background work: the unread-message e-mail. */
export const chatsJobs: FastifyPluginAsync = async (app) => {
  const register = () =>
    app.jobs.work(unreadMailJob, async ({ chatId, userId }) => {
      await mailUnreadMessages(app, chatId, userId);
    });
  if (app.config.NODE_ENV === 'test') return register();
  app.addHook('onReady', register);
};
