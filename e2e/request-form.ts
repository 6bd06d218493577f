import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { pickDay } from './calendar';

/** The organiser's request form as the journeys fill it (requests.spec.ts): services, place, dates, terms. */

export const PLACE = 'Manchester, England';

/** Accepts the cookie notice so that it does not cover the pages in the screenshots. */
export async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  // The sign-up pages show no notice; the site's pages do, once.
  const shown = await accept
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await accept.click();
}

/** A day `days` from today as 'yyyy-mm-dd' and as the calendar names it ('24 December 2026'). */
export function dayFromNow(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const label = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const shown = `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  return { iso, label, shown };
}

/** Fills one service row by picking the suggestion of its name. */
export async function pickService(scope: Page | Locator, page: Page, field: string, product: string) {
  await scope.getByRole('textbox', { name: field, exact: true }).fill(product.slice(0, 7));
  await page
    .getByRole('option', { name: new RegExp(`^${product}`) })
    .first()
    .click();
}

/** The requirement step filled in: services, Manchester, the dates, a description and the terms. */
export async function fillRequirement(page: Page, scope: Page | Locator, products: string[]) {
  for (const [i, product] of products.entries()) {
    if (i > 0) await scope.getByRole('button', { name: 'Add another service' }).click();
    await pickService(scope, page, i === 0 ? 'Service' : `Service ${i + 1}`, product);
  }
  await scope.getByRole('textbox', { name: 'Location' }).fill('Manch');
  await page.getByRole('option', { name: PLACE }).click();
  const from = dayFromNow(40);
  const until = dayFromNow(41);
  const offers = dayFromNow(20);
  await scope.getByRole('button', { name: 'When' }).click();
  await pickDay(page, from.label);
  await pickDay(page, until.label);
  await expect(scope.getByRole('button', { name: 'When' })).toHaveText(`${from.shown} - ${until.shown}`);
  await scope.getByRole('button', { name: 'Offers until' }).click();
  await pickDay(page, offers.label);
  await expect(scope.getByRole('button', { name: 'Offers until' })).toHaveText(offers.shown);
  await scope
    .getByRole('textbox', { name: 'Description' })
    .fill(
      'Product launch for about 250 guests in a converted mill: a stage with a large screen for the keynote, ' +
        'a drinks reception afterwards and sound for the speeches. Access from 8am, doors at 6pm, clear by midnight. ' +
        'Please include delivery, set-up and collection, and say if you need power on site.',
    );
  // The terms: the checkbox's own label (the links inside open the documents).
  await scope.getByRole('checkbox', { name: /I have read and accept/ }).check();
}
