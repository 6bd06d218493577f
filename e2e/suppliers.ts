/*
 * Marketplace set-up shared by the journeys (offers, chat): approved suppliers registered through the API around
 * Leeds, and the catalogue's services.
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { SessionResponse } from '@marquee/contracts/auth';
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
 * suppliers receive requests.
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
  return { id: session.user.id, email, company, token: session.access_token };
}
