import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutboxQuery, devOutboxResponse } from '@marquee/contracts/mail';
import { idParams } from '@marquee/contracts/whole-number';
import type { Config } from '../../config/env';
import { notFound } from '../../lib/errors';
import { findOutboxEmail, listOutbox, type OutgoingEmailRow } from './mail.repository';
import { escapeHtml } from '../../lib/html-head';
import { routeOptions } from '../../lib/routes';

/**
 * The dev mailbox shows every e-mailed link, reset links included. It exists only when asked for
 * (DEV_MAILBOX=1), without an SMTP server, and never in production (docs/decisions/0004, 0024).
 */
export const devMailboxEnabled = (config: Pick<Config, 'SMTP_URL' | 'DEV_MAILBOX' | 'NODE_ENV'>) =>
  config.DEV_MAILBOX && !config.SMTP_URL && config.NODE_ENV !== 'production';

// Public to the machine itself only (guardLocal); hidden from /api/docs.
const route = routeOptions(['dev']);
const LIST_LIMIT = 200;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The mailbox answers only the machine itself. The socket's address is checked, never request.ip: behind
 * TRUST_PROXY that comes from X-Forwarded-For, which any client can write.
 */
function guardLocal(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw notFound();
  });
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:8px;border-bottom:1px solid #ddd;vertical-align:top;font-size:14px}
td.links a{display:block;word-break:break-all}
.muted{color:#777}
</style></head><body>${body}</body></html>`;

const row = (e: OutgoingEmailRow) => `<tr>
<td class="muted">${escapeHtml(e.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(e.to)}</td>
<td><a href="/dev/mailbox/${e.id}">${escapeHtml(e.subject)}</a><div class="muted">${escapeHtml(e.template)}</div></td>
<td class="links">${e.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('')}</td>
</tr>`;

/** `GET /dev/mailbox` (HTML list, newest first) and `GET /dev/mailbox/:id` (one message as sent). */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  guardLocal(app);

  app.get(
    '/dev/mailbox',
    route.public({ hide: true, querystring: devOutboxQuery }),
    async (request, reply) => {
      const emails = await listOutbox(app.db, { to: request.query.to, limit: LIST_LIMIT });
      const body =
        emails.length === 0
          ? '<p>No messages yet.</p>'
          : `<table><thead><tr><th>When</th><th>To</th><th>Subject</th><th>Links</th></tr></thead><tbody>${emails
              .map(row)
              .join('')}</tbody></table>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            'Marquee dev mailbox',
            `<h1>Dev mailbox</h1><p class="muted">E-mails the server would have sent. No SMTP server is configured (SMTP_URL) and DEV_MAILBOX is on, so they are kept here.</p>${body}`,
          ),
        );
    },
  );

  app.get(
    '/dev/mailbox/:id',
    route.public({
      hide: true,
      params: idParams,
    }),
    async (request, reply) => {
      const email = await findOutboxEmail(app.db, request.params.id);
      if (!email) throw notFound();
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The message is shown as sent; a sandbox keeps it from running scripts or reading the app's storage.
          .header(
            'content-security-policy',
            "sandbox allow-popups allow-top-navigation-by-user-activation; default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:",
          )
          .send(email.html)
      );
    },
  );
};

/** `GET /api/dev/outbox?to=`: the same outbox as JSON, for browser tests. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  guardLocal(app);

  app.get(
    '/dev/outbox',
    route.public({
      // A tool for browser tests, not part of the API: kept out of /api/docs.
      hide: true,
      summary: 'The dev outbox (only with DEV_MAILBOX=1)',
      querystring: devOutboxQuery,
      response: { 200: devOutboxResponse },
    }),
    async (request) => {
      const emails = await listOutbox(app.db, { to: request.query.to, limit: LIST_LIMIT });
      return {
        emails: emails.map((e) => ({
          id: e.id,
          template: e.template,
          to: e.to,
          subject: e.subject,
          text: e.text,
          links: e.links,
          status: e.status,
          created_at: e.createdAt.toISOString(),
        })),
      };
    },
  );
};
