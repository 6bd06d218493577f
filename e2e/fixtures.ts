import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { z } from 'zod';
import type { SessionResponse } from '@marquee/contracts/auth';
import type { devOutboxEmail } from '@marquee/contracts/mail';
import { toastTexts } from '@marquee/contracts/toasts';

export { expect };

/** The two widths every visited page is checked at (issue 3: a phone and a desktop). */
export const WIDTHS = [1440, 375] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 1440: 900, 375: 812 };

// E2E_SCREENSHOTS_DIR lets two runs (e.g. on two ports) keep their pictures apart.
const screenshotsDir =
  process.env.E2E_SCREENSHOTS_DIR ?? fileURLToPath(new URL('./screenshots/', import.meta.url));

/** The impacts that fail a journey; moderate and minor findings are left to review. */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One violation as a reader wants it: the rule, its impact and help, then each offending element. */
function describeViolation(v: AxeViolation): string {
  const nodes = v.nodes.map((n) => {
    const why = (n.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim();
    return `    ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}${why ? `\n      ${why}` : ''}`;
  });
  return `  ${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}\n${nodes.join('\n')}`;
}

/** Waits (at most 2 s) for running finite animations and transitions to end, then runs axe-core. */
async function settleAndAnalyze(page: Page) {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    )
    .catch(() => undefined);
  return new AxeBuilder({ page }).analyze();
}

/**
 * Runs axe-core on the page as it is now and fails the test (softly, so one journey reports every page)
 * on critical or serious violations, each listed with the elements it found.
 */
export async function checkAccessibility(page: Page, label: string): Promise<void> {
  // axe reads the whole page (seconds on a busy machine): each check brings its own time, so long journeys
  // with many pictures keep the timeout their steps were written for.
  const info = base.info();
  info.setTimeout(info.timeout + 10_000);
  // A toast or modal still fading in is checked at its final colours: axe counts opacity, so a check taken
  // mid-transition reported contrast failures now and then. Endless animations (spinners) are not waited for.
  // A toast that appears while axe is reading (a save answered mid-check) is caught by the second look: only
  // violations still there a second later, once every transition has ended, fail the journey.
  let { violations } = await settleAndAnalyze(page);
  if (violations.some((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))) {
    await page.waitForTimeout(1_000);
    ({ violations } = await settleAndAnalyze(page));
  }
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  expect
    .soft(
      blocking.map((v) => `${v.id} (${v.impact})`),
      `accessibility of ${label} (${page.url()}):\n${blocking.map(describeViolation).join('\n')}`,
    )
    .toEqual([]);
}

/**
 * Saves full-page screenshots of the current page at 1440 and 375 px into e2e/screenshots/{name}-{width}.png
 * (gitignored), then puts the viewport back. Open them and look: they are how the pages are reviewed.
 * At each width the page is also checked with axe-core (checkAccessibility).
 */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    // Let layout, fonts and images settle at the new width.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(250);
    await page.screenshot({
      path: join(screenshotsDir, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
    await checkAccessibility(page, `${name} at ${width} px`);
  }
  if (original) await page.setViewportSize(original);
}

/** Where the web app keeps the access token (apps/web/src/lib/session.ts). */
export const TOKEN_KEY = 'marquee.session';

/** The data directory e2e/start-server.mjs gives the server under test (one per port). */
export const e2eDataDir = join(tmpdir(), `marquee-e2e-${process.env.E2E_PORT ?? '3100'}`);

/**
 * A demo login. Its password is generated per database at seeding and kept in DATA_DIR/demo-logins.json
 * (docs/decisions/0023), so it is read from there when first asked for, once the server has started.
 */
function demoLogin(email: string): { readonly email: string; readonly password: string } {
  return {
    email,
    get password() {
      const file = join(e2eDataDir, 'demo-logins.json');
      const { logins } = JSON.parse(readFileSync(file, 'utf8')) as {
        logins: { email: string; password: string }[];
      };
      const login = logins.find((l) => l.email === email);
      if (!login) throw new Error(`No demo password for ${email} in ${file}`);
      return login.password;
    },
  };
}

export const demo = {
  admin: demoLogin('admin@marquee.test'),
  organiser: demoLogin('organiser@marquee.test'),
  supplier: demoLogin('supplier@marquee.test'),
} as const;

let counter = 0;
/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix = 'organiser'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.co.uk`;
}

export interface NewOrganiser {
  name: string;
  email: string;
  password: string;
  phone: string;
  company_name: string;
  position_in_company: string;
}

export function organiserDetails(overrides: Partial<NewOrganiser> = {}): NewOrganiser {
  return {
    name: 'Priya Shah',
    email: uniqueEmail(),
    password: 'summer-gala-24',
    phone: '07911 123456',
    company_name: 'Harbourside Events Ltd',
    position_in_company: 'Head of Events',
    ...overrides,
  };
}

type OutboxEmail = z.infer<typeof devOutboxEmail>;

/** The e-mails sent to an address, newest first (GET /api/dev/outbox, on when SMTP is not configured). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxEmail[]> {
  const res = await request.get('/api/dev/outbox', { params: { to } });
  expect(res.ok(), `GET /api/dev/outbox answered ${res.status()}`).toBeTruthy();
  const { emails } = (await res.json()) as { emails: OutboxEmail[] };
  return [...emails].sort((a, b) => b.id - a.id);
}

/**
 * The newest link e-mailed to `to` whose path is `path` (e.g. '/login-token'), waiting for it to arrive (up to
 * `timeout` ms: e-mails queued as background jobs arrive after the action that sent them).
 * Answered as a path with its query, so it opens on the test server whatever APP_URL the e-mail used.
 */
export async function emailedLink(
  request: APIRequestContext,
  to: string,
  path: string,
  timeout = 10_000,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const email of await readOutbox(request, to)) {
          const link = email.links.map((l) => new URL(l)).find((u) => u.pathname === path);
          if (link) {
            found = link.pathname + link.search;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} with a ${path} link`, timeout },
    )
    .toBe(true);
  return found!;
}

/** Signs up an organiser through the API (POST auth/organizer/registration); answers the session. */
export async function registerOrganiser(
  request: APIRequestContext,
  details: NewOrganiser = organiserDetails(),
): Promise<SessionResponse & { details: NewOrganiser }> {
  const res = await request.post('/api/auth/organizer/registration', {
    data: { ...details, confirmPassword: details.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as SessionResponse), details };
}

/** Signs in through the API (POST auth/login); answers the session. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `login as ${email}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as SessionResponse;
}

/** Opens the app already signed in with a token, as if "Remember me" had been ticked. */
export async function signInWithToken(page: Page, token: string, path = '/') {
  await page.goto('/404-warm-up');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(path);
}

/** Starts the next page load signed out (the session forgotten in this browser), e.g. before a deep link. */
export async function forgetSession(page: Page) {
  await page.evaluate((key) => {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }, TOKEN_KEY);
}

/** Accepts the cookie notice where it shows, so it does not cover the pages in the screenshots. */
export async function acceptCookies(page: Page) {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  // It arrives with a lazily loaded chunk; once accepted it stays away.
  await notice.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await notice.isVisible()) {
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
  }
}

/** Logs out through the header's account menu and the confirmation modal (spec 2.2, 2.7). */
export async function logOutViaMenu(page: Page) {
  if (!page.url().endsWith('/')) await page.goto('/');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  // The confirmation is kept for the next full page load and shown once: waiting for it here means the
  // logout's own page load has happened, so the toast cannot turn up on a page the caller goes to next.
  await expect(page.getByText(toastTexts.loggedOut)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), TOKEN_KEY))
    .toBeNull();
}

/**
 * Waits until the app has taken over a page the server rendered (docs/decisions/0083): hydrated for a guest, or
 * rendered again for a stored session, which replaces the server's nodes. Until then a located element may be
 * swapped out under an action ("Element is not attached to the DOM") and a click reaches no handler. A page the
 * server left to the browser has no state island and needs no wait.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    if (!document.getElementById('__MARQUEE_STATE__')) return true;
    // The app's own element comes last: before it may stand links React hoisted (preloads), which it never owns.
    const app = document.getElementById('root')?.lastElementChild;
    return !!app && Object.keys(app).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Playwright's test, with page.goto and page.reload returning once the app has taken over the page. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const settled =
        <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
        async (...args: A) => {
          const response = await navigate(...args);
          await waitForApp(page);
          return response;
        };
      page.goto = settled(page.goto.bind(page));
      page.reload = settled(page.reload.bind(page));
    }
    await use(page);
  },
});
