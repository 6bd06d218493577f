import { expect, type Page } from '@playwright/test';

/**
 * Clicks a day in the open Mantine calendar by its name ('24 December 2026'), moving month by month until it
 * is shown.
 */
export async function pickDay(page: Page, label: string) {
  const dropdown = page.locator('.mantine-Popover-dropdown').last();
  // Look only once the calendar is open, or the first look misses the current month and moves on.
  await expect(dropdown.getByRole('button', { name: 'Next month' })).toBeVisible();
  for (let i = 0; i < 14; i += 1) {
    const day = dropdown.getByRole('button', { name: label, exact: true }).first();
    if (await day.isVisible()) {
      await day.click();
      return;
    }
    await dropdown.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`no day ${label} in the calendar`);
}
