import type { Page } from '@playwright/test';
import { errors, notices, validation } from '@marquee/contracts/messages';
import {
  TOKEN_KEY,
  emailedLink,
  expect,
  logOutViaMenu,
  organiserDetails,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
  uniqueEmail,
} from './fixtures';

const storedToken = (page: Page) =>
  page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    TOKEN_KEY,
  );

test('an organiser signs up, confirms by e-mail, logs in, changes and recovers the password', async ({
  page,
  request,
}) => {
  const organiser = organiserDetails();
  const newPassword = 'winter-ball-25';
  const recoveredPassword = 'spring-fair-26';

  await test.step('sign up: policy gating, validation texts, terms modal, confirmation modal', async () => {
    await page.goto('/organiser-registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByLabel(/^Phone/)).toHaveValue('+44 ');
    await shot(page, 'organiser-registration');

    const signUp = page.getByRole('button', { name: 'Sign Up' });
    const policy = page.getByRole('checkbox', { name: /I have read and accept/ });
    await expect(signUp).toBeDisabled();
    await policy.check();
    await signUp.click();
    for (const text of [validation.nameRequired, validation.emailValid, validation.phoneRequired]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(validation.companyNameRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(validation.positionRequired, { exact: true })).toBeVisible();
    await shot(page, 'organiser-registration-errors');

    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms).toContainText('only if your application is approved');
    await shot(page, 'terms-modal-accept');
    await terms.getByRole('button', { name: 'Cancel' }).click();
    await expect(policy).not.toBeChecked();
    await expect(signUp).toBeDisabled();
    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    await page
      .getByRole('dialog', { name: 'Terms and Conditions' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(policy).toBeChecked();

    await page.getByLabel(/^Name/).fill(organiser.name);
    await page.getByLabel(/^Email/).fill(organiser.email);
    await page.getByLabel(/^Password/).fill(organiser.password);
    await page.getByLabel(/^Confirm password/).fill(organiser.password);
    await page.getByLabel(/^Phone/).fill(organiser.phone);
    await page.getByLabel(/^Company name/).fill(organiser.company_name);
    await page.getByLabel(/^Position in company/).fill(organiser.position_in_company);
    await page.getByRole('combobox', { name: 'Primary function' }).click();
    await page.getByRole('option', { name: 'Event organiser' }).click();
    await page.getByRole('checkbox', { name: /product updates/ }).check();
    await signUp.click();

    const done = page.getByRole('dialog');
    await expect(done).toContainText('confirmation link');
    await expect(done).toContainText(organiser.email);
    await shot(page, 'organiser-registration-done');
    await done.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step('the same e-mail cannot sign up twice', async () => {
    // Signed in by the sign-up; a second account is tried from a fresh session.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/organiser-registration');
    await page.getByLabel(/^Email/).fill(organiser.email);
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // Other fields are invalid too; the e-mail check runs once they are fixed.
    await page.getByLabel(/^Name/).fill('Someone Else');
    await page.getByLabel(/^Password/).fill('another-pass');
    await page.getByLabel(/^Confirm password/).fill('another-pass');
    await page.getByLabel(/^Phone/).fill('+44 20 7123 4567');
    await page.getByLabel(/^Company name/).fill('Other Co');
    await page.getByLabel(/^Position in company/).fill('Director');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Email already registered.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Click here' })).toHaveAttribute('href', '/forgot');
    await shot(page, 'organiser-registration-email-taken');
  });

  await test.step('confirm the e-mail with the link from the outbox', async () => {
    const link = await emailedLink(request, organiser.email, '/login-token');
    expect(link).toContain('to=dashboard');
    await page.goto(link);
    await expect(page).toHaveURL('/organiser-dashboard');
    await page.goto('/organiser-dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByText('Please confirm your e-mail')).toHaveCount(0);
    const contact = page.getByRole('form', { name: 'Contact details' });
    // Stored and shown in E.164.
    await expect(contact.getByLabel(/^Phone/)).toHaveValue('+447911123456');
    await shot(page, 'organiser-settings');
  });

  await test.step('log out, log in with Remember me', async () => {
    await logOutViaMenu(page);
    await page.goto('/login');
    await shot(page, 'login');
    await page.getByLabel('Email', { exact: true }).fill(organiser.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText(errors.loginFailed);
    await shot(page, 'login-failed');
    await page.getByLabel('Password', { exact: true }).fill(organiser.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/organiser-dashboard');
    expect((await storedToken(page)).local).toBeTruthy();
  });

  await test.step('update contact details and change the password', async () => {
    await page.goto('/organiser-dashboard/settings');
    const contact = page.getByRole('form', { name: 'Contact details' });
    await contact.getByLabel(/^Position/).fill('Events Director');
    await contact.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(notices.saved, { exact: true })).toBeVisible();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill('wrong-current');
    await form.getByLabel(/^New password/).fill(newPassword);
    await form.getByLabel(/^Confirm new password/).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(errors.invalidPassword)).toBeVisible();
    await shot(page, 'organiser-settings-invalid-password');

    await form.getByLabel(/^Current password/).fill(organiser.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText(notices.passwordChanged);
    await shot(page, 'organiser-settings-password-changed');
    await modal.getByRole('button', { name: 'OK' }).click();

    // The new token works: a reload stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact details' }).getByLabel(/^Position/)).toHaveValue(
      'Events Director',
    );
  });

  await test.step('log out; the old password no longer works', async () => {
    await logOutViaMenu(page);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(organiser.email);
    await page.getByLabel('Password', { exact: true }).fill(organiser.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText(errors.loginFailed);
  });

  await test.step('forgot password, then reset it from the e-mailed link', async () => {
    await page.goto('/password-reset');
    await expect(page.getByRole('alert')).toContainText(errors.recoveryInvalid);
    await shot(page, 'password-reset-invalid');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot');
    await shot(page, 'forgot');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(errors.emailDoesNotExist)).toBeVisible();
    await shot(page, 'forgot-unknown-email');

    await page.getByLabel('Email', { exact: true }).fill(organiser.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await shot(page, 'forgot-sent');

    const link = await emailedLink(request, organiser.email, '/password-reset');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(recoveredPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('something-else');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(validation.passwordIncorrect, { exact: true })).toBeVisible();
    await shot(page, 'password-reset');
    await page.getByLabel('Confirm new password', { exact: true }).fill(recoveredPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL('/organiser-dashboard');
    // Recovery signs in without remembering the device.
    expect(await storedToken(page)).toMatchObject({ local: null });

    // The link works once.
    await logOutViaMenu(page);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('yet-another-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toContainText(errors.recoveryInvalid);
  });

  await test.step('log in with the recovered password', async () => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(organiser.email);
    await page.getByLabel('Password', { exact: true }).fill(recoveredPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/organiser-dashboard');
  });
});

test('a login-token deep link signs in and follows its target once', async ({ page, request }) => {
  const { details } = await registerOrganiser(request);
  const link = new URL(await emailedLink(request, details.email, '/login-token'), 'http://x');
  // The confirmation link is the spec 2.3 deep link; point it at a request, as an RFQ e-mail would.
  link.searchParams.set('to', 'rfq');
  link.searchParams.set('id', '41');
  const deepLink = link.pathname + link.search;

  await page.goto(deepLink);
  await expect(page).toHaveURL(/\/organiser-dashboard/);
  expect(page.url()).toContain('rfq=41');
  expect((await storedToken(page)).session).toBeTruthy();
  await shot(page, 'login-token-dashboard');

  await logOutViaMenu(page);
  await page.goto(deepLink);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status')).toContainText(errors.linkInvalid);
  await shot(page, 'login-token-used');
});

test('an organiser deletes their profile and is logged out', async ({ page, request }) => {
  const { access_token, details } = await registerOrganiser(request);
  await signInWithToken(page, access_token, '/organiser-dashboard/settings');
  await expect(page.getByText('Please confirm your e-mail')).toBeVisible();
  await shot(page, 'organiser-settings-unconfirmed');

  await page.getByRole('button', { name: 'Delete profile' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Deleted profiles cannot be recovered.');
  await shot(page, 'organiser-settings-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete profile' }).click();
  await expect(page).toHaveURL('/');
  expect(await storedToken(page)).toEqual({ local: null, session: null });

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(details.email);
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(errors.loginFailed);
});
