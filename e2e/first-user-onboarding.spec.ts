import type { SessionResponse } from '@marquee/contracts/auth';
import { notices } from '@marquee/contracts/messages';
import { expect, readOutbox, shot, signInWithToken, test, uniqueEmail } from './fixtures';
import { approvedSupplier, auth, LEEDS, serviceNamed } from './suppliers';

/*
 * Issue 21, "Supplier onboarding that keeps its promises": every step numbered, the advertised promo code typed where
 * the plan is chosen, the e-mail after Save & Finish, and the first dashboard of an approved supplier.
 */

test('the registration numbers its five steps and takes SIXMONTHSFREE where the plan is chosen', async ({
  page,
  request,
}) => {
  await page.goto('/supplier-registration');
  await expect(page.getByText('Step 1 of 5: Account information')).toBeVisible();
  await shot(page, 'onboarding-step-1-of-5');

  const service = await serviceNamed(request, 'Marquee');
  const res = await request.post('/api/auth/registration', {
    data: {
      email: uniqueEmail('supplier'),
      password: 'marquee-2026',
      confirmPassword: 'marquee-2026',
      name: 'Jo Carter',
      phone: '07911 123456',
      company_name: 'Carter Canvas',
      position_in_company: 'Owner',
      website: 'carter.example',
      services: [service.value],
      nearby: 50,
      ...LEEDS,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = (await res.json()) as SessionResponse;
  await signInWithToken(page, session.access_token, '/supplier-registration/profile-setup');
  await expect(page.getByText('Step 4 of 5: Complete profile')).toBeVisible();

  await page
    .getByRole('region', { name: 'Your plan' })
    .getByRole('button', { name: 'Choose a plan' })
    .click();
  const chooser = page.getByRole('dialog', { name: 'Choose a plan' });
  await chooser.getByRole('textbox', { name: 'Promo code' }).fill('SIXMONTHSFREE');
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(chooser.getByText(/^Success! Your promo code is valid/)).toBeVisible();
  await shot(page, 'onboarding-promo-code');
  await chooser
    .getByRole('button', { name: /^Choose: / })
    .last()
    .click();
  const summary = page.getByRole('dialog', { name: 'Order summary' });
  await expect(summary.getByText(/With your promo code: £0/)).toBeVisible();
  await expect(summary.getByRole('textbox', { name: 'Promo code' })).toHaveValue('SIXMONTHSFREE');
  await expect(chooser).toBeHidden();
  await shot(page, 'onboarding-promo-applied');
});

test('Save & Finish is acknowledged by e-mail; the first dashboard explains requests and lists the profile', async ({
  page,
  request,
}) => {
  const service = await serviceNamed(request, 'Marquee');
  const supplier = await approvedSupplier(request, service.value, `First Steps Marquees ${Date.now()}`);
  const mails = await readOutbox(request, supplier.email);
  const ack = mails.find((m) => m.template === 'supplier_application_received');
  expect(ack?.subject).toBe('We have received your application');
  expect(ack?.text).toContain('within the next 24 hours');

  // A fresh supplier in Leeds may already have been reached by a demo request; the first steps are for one who
  // has not, so the check is made on what the list says.
  const list = await request.get('/api/supplier/service-request-notifies', { headers: auth(supplier.token) });
  const received = ((await list.json()) as { quota: { received: number } }).quota.received;
  await signInWithToken(page, supplier.token, '/supplier-dashboard/offers');
  if (received === 0) {
    const first = page.getByRole('region', { name: 'Getting started' });
    await expect(first).toContainText('here is how requests reach you');
    await expect(first.getByRole('list', { name: 'Profile checklist' })).toContainText(
      'Add your logo (to do)',
    );
    await expect(page.getByTestId('free-tier-banner')).toHaveCount(0);
    await expect(page.getByTestId('offers-empty')).toHaveText(notices.emptyRequests('new'));
  }
  await shot(page, 'onboarding-first-dashboard');
});
