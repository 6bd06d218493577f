/*
 * Marketplace set-up shared by the journeys (offers, chat): approved suppliers registered through the API around
 * Leeds, and the catalogue's services.
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { SessionResponse } from '@marquee/contracts/auth';
import type { CreateRequestResponse, QuoteListResponse } from '@marquee/contracts/requests';
import { apiLogin, demo, expect, uniqueEmail } from './fixtures';

export const LEEDS = { location: 'Leeds, England', latitude: 53.7965, longitude: -1.5478 };

/** yyyy-MM-dd, `days` from today. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The first service of the catalogue named like `search`. */
export async function serviceNamed(request: APIRequestContext, search: string) {
  const res = await request.get('/api/services', { params: { search, limit: '1' } });
  const [service] = ((await res.json()) as { data: { value: number; label: string }[] }).data;
  expect(service, `a service like ${search}`).toBeTruthy();
  return service!;
}

/**
 * A supplier who registered for `serviceId` around Leeds, set up the profile (with the response template the
 * proposal starts from), pressed Save & Finish and was approved by the demo administrator: only approved
 * suppliers receive requests. The token is a password sign-in's after the approval.
 */
export async function approvedSupplier(request: APIRequestContext, serviceId: number, company: string) {
  const email = uniqueEmail('supplier');
  const res = await request.post('/api/auth/registration', {
    data: {
      email,
      password: 'marquee-2026',
      confirmPassword: 'marquee-2026',
      name: 'Robin Hale',
      phone: '07911 123456',
      company_name: company,
      position_in_company: 'Owner',
      website: 'canvas.example',
      services: [serviceId],
      nearby: 50,
      ...LEEDS,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = (await res.json()) as SessionResponse;
  const cover = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2f6f5e' } })
    .png()
    .toBuffer();
  const profile = await request.post('/api/profile', {
    headers: auth(session.access_token),
    multipart: {
      summary: `${company} puts up marquees across Yorkshire.`,
      response_template: `Thank you for your enquiry. ${company} would love to help with your event.`,
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const submit = await request.post('/api/supplier/onboarding/submit', {
    headers: auth(session.access_token),
  });
  expect(submit.status(), await submit.text()).toBe(200);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const approve = await request.post(`/api/admin/suppliers/${session.user.id}/approve`, {
    headers: auth(admin.access_token),
  });
  expect(approve.status(), await approve.text()).toBe(200);
  // Save & Finish ended the registration's session (decision 0045): once approved, the supplier signs in.
  const signedIn = await apiLogin(request, email, 'marquee-2026');
  return { id: session.user.id, email, company, token: signedIn.access_token };
}

/**
 * A confirmed organiser's request for `serviceId` around Leeds, answered by an approved supplier who reaches it:
 * answers the request's id and the quote's, as the organiser sees it.
 */
export async function answeredRequest(
  request: APIRequestContext,
  organiserToken: string,
  supplierToken: string,
  serviceId: number,
) {
  const created = await request.post('/api/organiser/service-requests', {
    headers: auth(organiserToken),
    data: {
      service_id: serviceId,
      ...LEEDS,
      date_from: inDays(60),
      date_until: inDays(61),
      date_offers_until: inDays(20),
      message: 'A garden party for 80 guests; we need a marquee with flooring and lighting.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as CreateRequestResponse).data.service_requests[0]!.id;
  const answered = await request.post('/api/supplier/service-request-quotes', {
    headers: auth(supplierToken),
    data: { service_request_id: requestId, message: 'We would be glad to put up a marquee for you.' },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  const quotes = await request.get('/api/organiser/service-request-quotes', {
    headers: auth(organiserToken),
    params: { service_request_id: String(requestId) },
  });
  const [quote] = ((await quotes.json()) as QuoteListResponse).data.quotes;
  expect(quote, "the supplier's quote").toBeTruthy();
  return { requestId, quoteId: quote!.id };
}
