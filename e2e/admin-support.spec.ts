/*
 * Support tools (issue 22; spec 2.6 'View Dashboard As', 2.7 copy to clipboard, 4 'Impersonation' and 'Admin lists',
 * 7.7; docs/decisions/0071): an administrator resets an organiser's password (shown once, copied, and the organiser
 * signs in with it), views an approved supplier's dashboard read-only (the bar says whose it is, a change is refused
 * with the API's text) and comes back to /admin-login with the bar's button.
 */
import { supportTexts } from '@marquee/contracts/admin-support';
import { errors } from '@marquee/contracts/messages';
import {
  acceptCookies,
  apiLogin,
  demo,
  expect,
  organiserDetails,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';
import { approvedSupplier, serviceNamed } from './suppliers';

test('an administrator resets a password and views a supplier’s dashboard, then comes back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = `Tamsin${Date.now().toString(36).slice(-5)}`;
  const organiser = await registerOrganiser(request, organiserDetails({ name: `${tag} Oakley` }));
  const service = await serviceNamed(request, 'Marquee');
  const supplier = await approvedSupplier(request, service.value, `${tag} Canvas Ltd`);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);

  await test.step("reset an organiser's password: shown once, copied, and it signs them in", async () => {
    await signInWithToken(page, admin.access_token, `/admin-login/organisers/list?filter=${tag}`);
    await acceptCookies(page);
    await page.getByRole('button', { name: `Support: ${tag} Oakley` }).click();
    await page.getByRole('menuitem', { name: supportTexts.resetPassword }).click();
    await page
      .getByRole('dialog', { name: supportTexts.resetConfirmTitle })
      .getByRole('button', { name: supportTexts.resetConfirm })
      .click();
    const shown = page.getByRole('dialog', { name: supportTexts.copiedTitle });
    await expect(shown.getByText(supportTexts.copiedNote(`${tag} Oakley`))).toBeVisible();
    const password = (await shown.getByLabel(supportTexts.copiedTitle).textContent())?.trim() ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await shot(page, 'admin-support-password-shown');
    await shown.getByRole('button', { name: supportTexts.close }).click();
    await expect(shown).toBeHidden();

    // The old password no longer works; the new one does. The organiser was not told (spec 4).
    const old = await request.post('/api/auth/login', {
      data: { email: organiser.details.email, password: organiser.details.password },
    });
    expect(old.status()).toBe(422);
    await apiLogin(request, organiser.details.email, password);
  });

  await test.step("view the supplier's dashboard: the bar, and a change refused with the text", async () => {
    await page.goto(`/admin-login/suppliers/approved?filter=${tag}`);
    await page.getByRole('button', { name: `Support: ${tag} Canvas Ltd` }).click();
    await page.getByRole('menuitem', { name: supportTexts.viewDashboardAs }).click();
    await expect(page).toHaveURL(/\/supplier-dashboard/);
    const bar = page.getByRole('region', { name: supportTexts.viewingAs('Robin Hale') });
    await expect(bar).toBeVisible();
    await expect(bar.getByText(supportTexts.viewOnlyNote)).toBeVisible();
    await shot(page, 'admin-support-viewing-as');

    // The settings' Save is off with the reason; a save that still reaches the API is refused with its text.
    await page.goto('/supplier-dashboard/settings');
    await expect(bar).toBeVisible();
    const save = page.getByRole('button', { name: 'Save changes' }).first();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('title', errors.viewingAsAnotherUser);
    await page.goto('/supplier-dashboard/profile-edit');
    await page.getByRole('button', { name: /^Save/ }).first().click();
    await expect(page.getByText(errors.viewingAsAnotherUser).first()).toBeVisible();
    await shot(page, 'admin-support-view-only-refused');
  });

  await test.step('back to the administrator with the bar’s button', async () => {
    await page
      .getByRole('region', { name: supportTexts.viewingAs('Robin Hale') })
      .getByRole('button', { name: supportTexts.backToAdmin })
      .click();
    await expect(page).toHaveURL(/\/admin-login/);
    await expect(page.getByRole('region', { name: /^Viewing as/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Suppliers' }).first()).toBeVisible();
    // The view is over on the server too: the supplier's own sign-in still works, the admin's session is back.
    const me = await page.evaluate(async () => {
      const token = localStorage.getItem('marquee.session') ?? sessionStorage.getItem('marquee.session');
      const res = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { user: { role: number } }).user.role;
    });
    expect(me).toBe(100);
    await apiLogin(request, supplier.email, 'marquee-2026');
  });
});
