import { notices, validation, errors as texts } from '@marquee/contracts/messages';
import { requestTexts } from '@marquee/contracts/requests';
import {
  apiLogin,
  demo,
  emailedLink,
  expect,
  organiserDetails,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';
import { pickDay } from './calendar';
import { acceptCookies, dayFromNow, fillRequirement, PLACE } from './request-form';

/*
 * Requests for quotes, the organiser's side (issue 12): a guest's two steps and the held request released by
 * the e-mail confirmation; a brief of three services grouped as one event; the quotes of a request compared,
 * shortlisted, archived, opened, selected, the decision changed, the request closed with a reason and the
 * supplier reviewed, the review shown on the supplier's public profile.
 */

test.describe('requests for quotes', () => {
  test.setTimeout(240_000);

  test('a guest requests a quote in two steps, confirms the e-mail and the request goes out', async ({
    page,
    request,
  }) => {
    const organiser = organiserDetails({ name: 'Amira Okafor' });
    let count = -1;

    await test.step('step 1: validated on submit with the spec 5 texts', async () => {
      await page.goto('/request-quote');
      await expect(page.getByRole('heading', { name: 'Tell Us About Your Event' })).toBeVisible();
      await page.getByRole('button', { name: 'Next: contact information' }).click();
      for (const text of [
        validation.serviceRequired,
        validation.locationRequired,
        validation.dateServiceRequired,
        validation.offersUntilRequired,
        validation.descriptionRequired,
        validation.policyRequired,
      ])
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await shot(page, 'request-quote-errors');
    });

    await test.step('step 1 filled: the live count of suppliers for the service and place', async () => {
      const counted = page.waitForResponse((r) => r.url().includes('/api/counters/suppliers'));
      await fillRequirement(page, page, ['LED Screen Hire']);
      count = ((await (await counted).json()) as { count: number }).count;
      expect(count, 'demo suppliers of LED Screen Hire cover Manchester').toBeGreaterThan(0);
      await expect(page.getByTestId('supplier-count')).toHaveText(
        `${count} supplier${count === 1 ? '' : 's'} offer${count === 1 ? 's' : ''} LED Screen Hire in ${PLACE}`,
      );
      await shot(page, 'request-quote-step-1');
    });

    await test.step('step 2: contact information; a registered e-mail gets the spec text', async () => {
      await page.getByRole('button', { name: 'Next: contact information' }).click();
      await expect(page.getByRole('heading', { name: 'Fill contact information' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Fill contact information' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(organiser.name);
      await form.getByRole('textbox', { name: 'Email' }).fill(demo.organiser.email);
      await form.getByLabel(/^Password/).fill(organiser.password);
      await form.getByLabel(/^Confirm password/).fill(organiser.password);
      await form.getByRole('textbox', { name: 'Phone' }).fill(organiser.phone);
      await form.getByRole('textbox', { name: 'Company name' }).fill(organiser.company_name);
      await form.getByRole('textbox', { name: 'Position in company' }).fill(organiser.position_in_company);
      await form.getByRole('checkbox', { name: /I have read and accept/ }).check();
      await form.getByRole('button', { name: 'Request a Quote' }).click();
      await expect(form.getByTestId('email-registered')).toHaveText(texts.emailAlreadyRegistered);
      await shot(page, 'request-quote-step-2-registered');
      await form.getByRole('textbox', { name: 'Email' }).fill(organiser.email);
      await form.getByRole('button', { name: 'Request a Quote' }).click();
    });

    await test.step('the dashboard: held until the e-mail is confirmed, with the count', async () => {
      await expect(page).toHaveURL('/organiser-dashboard/requests/active');
      await acceptCookies(page);
      const alert = page.getByTestId('request-submitted');
      await expect(alert).toContainText(requestTexts.heldNotice);
      await expect(alert).toContainText(requestTexts.heldFor('LED Screen Hire', count, PLACE));
      const card = page.getByTestId('request-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Waiting for e-mail confirmation');
      await expect(card).toContainText(/#\d+-ds/);
      await shot(page, 'organiser-requests-held');
    });

    await test.step('confirming the e-mail sends the request to the suppliers', async () => {
      // E-mail goes through the job queue: emailedLink polls the outbox.
      const link = await emailedLink(request, organiser.email, '/login-token', 30_000);
      await page.goto(link);
      await expect(page).toHaveURL(/\/organiser-dashboard/);
      await page.goto('/organiser-dashboard/requests/active');
      const card = page.getByTestId('request-card');
      await expect(card).toContainText('LED Screen Hire');
      await expect(card).not.toContainText('Waiting for e-mail confirmation');
      await expect(card).toContainText('0 quotes');
      // Released: the request reached the suppliers the form counted.
      const token = await page.evaluate(
        () => sessionStorage.getItem('marquee.session') ?? localStorage.getItem('marquee.session'),
      );
      const mine = await request.get('/api/organiser/service-requests', {
        params: { 'filters[status]': 10 },
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = (await mine.json()) as {
        data: { service_requests: { suppliers_count: number; is_held: boolean }[] };
      };
      expect(data.service_requests[0]).toMatchObject({ is_held: false, suppliers_count: count });
      await card.getByRole('button', { name: 'View quotes' }).click();
      await expect(card.getByTestId('quotes-empty')).toHaveText(notices.noQuotes);
      await shot(page, 'organiser-requests-active');
    });
  });

  test('an organiser sends one brief for three services, grouped as one event', async ({ page, request }) => {
    const session = await registerOrganiser(request);
    // Confirmed, so the brief goes out at once.
    const link = await emailedLink(request, session.details.email, '/login-token', 30_000);
    await signInWithToken(page, session.access_token, link);
    await expect(page).toHaveURL(/\/organiser-dashboard/);
    await page.goto('/organiser-dashboard/requests/active');
    await acceptCookies(page);
    await expect(page.getByTestId('requests-empty')).toHaveText(notices.emptyRequests('active'));
    await shot(page, 'organiser-requests-empty');

    await page.getByRole('link', { name: 'New Request' }).first().click();
    await expect(page).toHaveURL(/request_popup=true/);
    const modal = page.getByRole('dialog', { name: 'New Request' });
    const products = ['LED Screen Hire', 'Event Catering', 'PA System Hire'];
    await fillRequirement(page, modal, products);
    await modal
      .getByRole('textbox', { name: 'Note for Event Catering (optional)' })
      .fill('Vegetarian options');
    await shot(page, 'organiser-new-request-modal');
    await modal.getByRole('button', { name: 'Request a Quote' }).click();

    await expect(page).toHaveURL('/organiser-dashboard/requests/active');
    const alert = page.getByTestId('request-submitted');
    // Each service's sentence with the number of suppliers it reached: the same as counters/suppliers answers
    // for that service and place.
    const headers = { authorization: `Bearer ${session.access_token}` };
    const created = (await (
      await request.get('/api/organiser/service-requests', { params: { 'filters[status]': 10 }, headers })
    ).json()) as {
      data: {
        service_requests: {
          service_id: number;
          service: { product: string };
          location: string;
          latitude: number;
          longitude: number;
          suppliers_count: number;
        }[];
      };
    };
    expect(created.data.service_requests.map((r) => r.service.product).sort()).toEqual([...products].sort());
    for (const r of created.data.service_requests) {
      const counter = await request.get('/api/counters/suppliers', {
        params: {
          service_id: r.service_id,
          location: r.location,
          latitude: r.latitude,
          longitude: r.longitude,
        },
      });
      const { count } = (await counter.json()) as { count: number };
      expect(r.suppliers_count, `suppliers reached for ${r.service.product}`).toBe(count);
      await expect(alert).toContainText(notices.requestSubmitted(r.service.product, count, PLACE));
    }
    const brief = page.getByTestId('brief');
    await expect(brief).toHaveCount(1);
    await expect(brief.getByTestId('request-card')).toHaveCount(3);
    await expect(brief).toContainText('One event · 3 services');
    await expect(brief).toContainText('Note: Vegetarian options');
    await expect(page.getByRole('tab', { name: /Active/ })).toContainText('(3)');
    await shot(page, 'organiser-requests-brief');

    // Extend deadline: a later 'Offers until' for one service of the brief.
    const later = dayFromNow(25);
    const catering = brief.getByTestId('request-card').filter({ hasText: 'Event Catering' });
    await catering.getByRole('button', { name: 'Extend deadline' }).click();
    const extend = page.getByRole('dialog', { name: 'Extend deadline' });
    await extend.getByRole('button', { name: 'Offers until' }).click();
    await pickDay(page, later.label);
    await shot(page, 'organiser-extend-deadline');
    await extend.getByRole('button', { name: 'Extend deadline' }).click();
    await expect(extend).toHaveCount(0);
    await expect(catering).toContainText(`Offers until ${later.shown.replace(/\//g, '.')}`);
  });

  test('an organiser compares, shortlists, archives, selects, changes decision, closes and reviews', async ({
    page,
    request,
  }) => {
    // Quotes come from suppliers (issue 13 builds their side): the demo organiser's active requests carry the
    // demo data's quotes.
    const session = await apiLogin(request, demo.organiser.email, demo.organiser.password);
    const headers = { authorization: `Bearer ${session.access_token}` };
    const list = await request.get('/api/organiser/service-requests', {
      params: { 'filters[status]': 10 },
      headers,
    });
    expect(list.ok()).toBeTruthy();
    const { data } = (await list.json()) as {
      data: { service_requests: { id: number; service_request_quotes_count: { total: number } }[] };
    };
    const target = data.service_requests
      .filter((r) => r.service_request_quotes_count.total >= 3)
      .sort((a, b) => b.service_request_quotes_count.total - a.service_request_quotes_count.total)[0];
    test.skip(!target, 'the demo data holds no active request with three quotes yet');
    const rfq = target!.id;

    await signInWithToken(page, session.access_token, `/organiser-dashboard?rfq=${rfq}`);
    await expect(page).toHaveURL('/organiser-dashboard/requests/active');
    await acceptCookies(page);
    const card = page.getByTestId('request-card').filter({ hasText: `#${rfq}-ds` });
    // The deep link opens that request's quotes.
    await expect(card.getByRole('button', { name: 'Hide quotes' })).toBeVisible();
    const quotes = card.getByTestId('quote');
    await expect(quotes.first()).toBeVisible();
    await expect(card.getByText('NEW').first()).toBeVisible();
    const [first, second, third] = (await quotes.getByTestId('quote-supplier').allTextContents()).slice(0, 3);
    expect(third, 'three quotes from three suppliers').toBeTruthy();
    await shot(page, 'organiser-quotes');

    await test.step('compare two quotes side by side', async () => {
      await card.getByRole('checkbox', { name: `Compare ${first}` }).check();
      await card.getByRole('checkbox', { name: `Compare ${second}` }).check();
      await card.getByRole('button', { name: 'Compare', exact: true }).click();
      const compare = page.getByRole('dialog', { name: 'Compare quotes' });
      await expect(compare.getByRole('columnheader', { name: first! })).toBeVisible();
      await expect(compare.getByRole('columnheader', { name: second! })).toBeVisible();
      for (const row of ['Rating', 'Verified documents', 'Distance', 'Reply time', 'Price', 'Message'])
        await expect(compare.getByRole('rowheader', { name: row })).toBeVisible();
      await shot(page, 'organiser-quotes-compare');
      await compare.getByRole('button', { name: 'Close' }).click();
      await card.getByRole('button', { name: 'Clear' }).click();
    });

    await test.step('shortlist one, archive another (Archived (1))', async () => {
      await card.getByRole('button', { name: `Shortlist: ${first}` }).click();
      await expect(card.getByRole('button', { name: `Remove from shortlist: ${first}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await card.getByRole('button', { name: 'Shortlisted', exact: true }).click();
      await expect(quotes.filter({ hasText: first! })).toHaveCount(1);
      await expect(quotes.filter({ hasNotText: 'Shortlisted' })).toHaveCount(0);
      await card.getByRole('button', { name: 'All', exact: true }).click();
      // The demo data may hold archived quotes already: one more after archiving.
      const archivedBefore = await card
        .getByRole('button', { name: /^Archived \(\d+\)$/ })
        .textContent({ timeout: 1_000 })
        .catch(() => null);
      const before = archivedBefore ? Number(/\d+/.exec(archivedBefore)![0]) : 0;
      await card.getByRole('button', { name: `Archive: ${second}` }).click();
      const archivedToggle = card.getByRole('button', { name: `Archived (${before + 1})` });
      if ((await archivedToggle.getAttribute('aria-expanded')) !== 'true') await archivedToggle.click();
      await expect(card.getByRole('button', { name: `Shortlist: ${second}` })).toBeDisabled();
      await card.getByRole('textbox', { name: 'Search quotes' }).fill('zzzz-no-such-quote');
      await expect(card.getByTestId('quotes-empty')).toHaveText(notices.searchEmpty);
      await card.getByRole('textbox', { name: 'Search quotes' }).fill('');
      await shot(page, 'organiser-quotes-flags');
    });

    await test.step('open a proposal: viewed, with the supplier and their profile', async () => {
      await quotes.filter({ hasText: first! }).getByRole('button', { name: 'View quote' }).click();
      await expect(page).toHaveURL(/proposal_id=\d+/);
      const proposal = page.getByRole('dialog', { name: `Proposal from ${first}` });
      await expect(proposal).toContainText(/Proposal #\d+/);
      await expect(proposal.getByRole('button', { name: 'Request a call' })).toBeVisible();
      await shot(page, 'organiser-proposal');
      await proposal.getByRole('button', { name: 'Request a call' }).click();
      const callConfirm = page.getByRole('dialog', { name: 'Request a call' });
      await callConfirm.getByRole('button', { name: 'Request a call' }).click();
      await expect(proposal.getByText(/^Call requested \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
      await proposal.getByRole('button', { name: 'View profile' }).click();
      await expect(page).toHaveURL(/profile_id=\d+&name=.+&quote_id=\d+&rfq_id=\d+/);
      const profile = page.getByRole('dialog', { name: first! });
      await expect(profile.getByRole('link', { name: 'Send a message' })).toBeVisible();
      await shot(page, 'organiser-supplier-profile');
      await profile.getByRole('button', { name: 'Close' }).click();
      await expect(quotes.filter({ hasText: first! }).getByText('NEW')).toHaveCount(0);
    });

    let supplierId = 0;
    await test.step('select a supplier, then change the decision', async () => {
      await card.getByRole('button', { name: 'Select Supplier' }).click();
      const picker = page.getByRole('dialog', { name: 'Select Supplier' });
      await picker.getByRole('radio', { name: new RegExp(`^${first}`) }).check();
      await shot(page, 'organiser-select-supplier');
      await picker.getByRole('button', { name: 'Select Supplier' }).click();
      await expect(page).toHaveURL('/organiser-dashboard/requests/accepted');
      const accepted = page.getByTestId('request-card').filter({ hasText: `#${rfq}-ds` });
      await expect(accepted).toContainText(`Selected supplier: ${first}`);
      await shot(page, 'organiser-requests-accepted');
      await accepted.getByRole('button', { name: 'Change decision' }).click();
      const confirm = page.getByRole('dialog', { name: 'Change decision' });
      await expect(confirm).toContainText('This cannot be undone.');
      await confirm.getByRole('button', { name: 'Change decision' }).click();
      await expect(page).toHaveURL('/organiser-dashboard/requests/active');
    });

    await test.step('select another and close through Marquee naming them', async () => {
      const active = page.getByTestId('request-card').filter({ hasText: `#${rfq}-ds` });
      await active.getByRole('button', { name: 'Select Supplier' }).click();
      const picker = page.getByRole('dialog', { name: 'Select Supplier' });
      await expect(picker.getByRole('radio', { name: new RegExp(`^${first}`) })).toHaveCount(0);
      await picker.getByRole('radio', { name: new RegExp(`^${third}`) }).check();
      await picker.getByRole('button', { name: 'Select Supplier' }).click();
      await expect(page).toHaveURL('/organiser-dashboard/requests/accepted');
      const accepted = page.getByTestId('request-card').filter({ hasText: `#${rfq}-ds` });
      await accepted.getByRole('button', { name: 'Close request' }).click();
      const close = page.getByRole('dialog', { name: 'Close request' });
      // With a supplier selected, the reason starts at 'Fulfilled through Marquee' naming them (issue 21, 0062).
      await expect(close.getByRole('radio', { name: 'Fulfilled through Marquee' })).toBeChecked();
      await expect(close.getByLabel('Which supplier did you choose? (optional)')).toHaveValue(
        new RegExp(`^${third}`),
      );
      await shot(page, 'organiser-close-request');
      await close.getByRole('button', { name: 'Close request' }).click();
      await expect(page).toHaveURL('/organiser-dashboard/requests/finished');
      const quote = await request.get(`/api/organiser/service-requests/${rfq}`, { headers });
      const body = (await quote.json()) as {
        data: { service_request_accept: { user: { id: number } } | null; status: number };
      };
      expect(body.data.status).toBe(30);
      supplierId = body.data.service_request_accept!.user.id;
    });

    await test.step('review the supplier; the review shows on their public profile', async () => {
      const finished = page.getByTestId('request-card').filter({ hasText: `#${rfq}-ds` });
      await finished.getByRole('button', { name: 'Write review' }).click();
      const review = page.getByRole('dialog', { name: 'Write review' });
      await review.getByRole('button', { name: 'Submit review' }).click();
      await expect(review.getByText(requestTexts.rateRequired)).toBeVisible();
      await expect(review.getByText(requestTexts.reviewMessageRequired)).toBeVisible();
      // Mantine's stars are visually hidden radios: the picture of the fifth star is its label.
      const fifth = await review.getByRole('radio', { name: '5 of 5 stars' }).getAttribute('id');
      await review.locator(`label[for="${fifth}"]`).click();
      await expect(review.getByText(requestTexts.rateRequired)).toHaveCount(0);
      const message = `Flawless on the night, on time and on budget (${Date.now().toString(36)}).`;
      await review.getByRole('textbox', { name: 'Message' }).fill(message);
      await shot(page, 'organiser-review');
      await review.getByRole('button', { name: 'Submit review' }).click();
      await expect(finished).toContainText(message);
      await expect(finished.getByRole('button', { name: 'Write review' })).toHaveCount(0);
      await shot(page, 'organiser-requests-finished');

      await page.goto(`/directory/profile/${supplierId}`);
      await expect(page.getByText(message)).toBeVisible();
      await shot(page, 'supplier-profile-with-review');

      // 'Request quotes' on the profile leads into the form for this supplier's service; an organiser
      // who is signed in has one step.
      await page.getByRole('link', { name: 'Request quotes' }).click();
      await expect(page).toHaveURL(/\/request-quote\?service_id=\d+&service_name=.+/);
      const serviceName = new URL(page.url()).searchParams.get('service_name')!;
      await expect(page.getByRole('textbox', { name: 'Service', exact: true })).toHaveValue(serviceName);
      await expect(page.getByRole('button', { name: 'Request a Quote' })).toBeVisible();
      await shot(page, 'request-quote-prefilled');
    });
  });
});
