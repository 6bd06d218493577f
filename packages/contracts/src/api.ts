import { z } from 'zod';

/** The one error shape every API failure uses (spec 8 builds its toast from it). */
export const errorResponse = z.object({
  message: z.string(),
  /** Field errors of a 422, keyed by field path ('email', 'services.0.location'). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Stable machine-readable id of a domain error. */
  code: z.string().optional(),
  /** Given on 5xx so a report can be matched to the server log. */
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({ result: z.literal(true) });

/** Who may call a route. Every API route declares one. */
export type Access = 'public' | 'signed-in' | ReadonlyArray<'supplier' | 'organiser' | 'admin'>;
