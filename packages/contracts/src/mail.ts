import { z } from 'zod';
import { text } from './fields';

/** `GET /api/dev/outbox?to=`: the dev outbox as JSON, for browser tests (absent when SMTP is configured). */
export const devOutboxQuery = z.object({
  to: text().trim().toLowerCase().max(255).optional(),
});

export const devOutboxEmail = z.object({
  id: z.number().int(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The deep links the message carries, in order. */
  links: z.array(z.string()),
  status: z.string(),
  created_at: z.string(),
});

export const devOutboxResponse = z.object({ emails: z.array(devOutboxEmail) });
