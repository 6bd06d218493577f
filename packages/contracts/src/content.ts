import { z } from 'zod';

/** An "Endorsed by" company (spec 3 "Partner"), as the public list returns it. */
export const partner = z.object({
  id: z.number().int(),
  company_name: z.string(),
  website: z.string(),
  /** Logo address, or null when the partner has no logo yet. */
  image_url: z.string().nullable(),
});
export type Partner = z.infer<typeof partner>;

export const partnersResponse = z.object({ data: z.array(partner) });
export type PartnersResponse = z.infer<typeof partnersResponse>;

/** A user review shown on the home page (spec 3 "Testimonial"). */
export const testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  /** The person's role, e.g. 'Events Manager'. */
  description: z.string(),
  text: z.string(),
  /** Star rating from 0 to 5; halves allowed. */
  rate: z.number(),
  avatar_url: z.string().nullable(),
  quote_requests_total: z.number().int(),
});
export type Testimonial = z.infer<typeof testimonial>;

export const testimonialsResponse = z.object({ data: z.array(testimonial) });
export type TestimonialsResponse = z.infer<typeof testimonialsResponse>;
