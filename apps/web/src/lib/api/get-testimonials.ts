import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestimonialsResponse } from '@marquee/contracts/content';
import { api } from '../api-client';

/** GET /api/testimonials: organisers' reviews of Marquee for the home page (spec 7.2). */
export const getTestimonials = () => api.get<TestimonialsResponse>('testimonials');

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['testimonials'],
    queryFn: getTestimonials,
    staleTime: 10 * 60_000,
    select: (res) => res.data,
  });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
