import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config/env';
import type { Database, Db } from './db/client';
import { accessPlugin } from './plugins/access';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { overloadPlugin } from './plugins/overload';
import { securityPlugin } from './plugins/security';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import { compressionPlugin } from './plugins/compression';
import { httpCachePlugin } from './plugins/http-cache';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { accessTokenLookup } from './modules/auth/auth.service';
import { usersRoutes } from './modules/users/users.routes';
import { adminOrganisersRoutes } from './modules/users/admin-organisers.routes';
import { accountDeletionRoutes } from './modules/users/account-deletion.routes';
import { accountDeletionJobs } from './modules/users/account-deletion.jobs';
import { adminSupportRoutes } from './modules/auth/admin-support.routes';
import { contentRoutes } from './modules/content/content.routes';
import { adminContentRoutes } from './modules/content/admin-content.routes';
import { directoryRoutes } from './modules/directory/directory.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { directoryPageHead } from './modules/seo/seo.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { adminCatalogueRoutes } from './modules/catalogue/admin-catalogue.routes';
import { placesRoutes } from './modules/places/places.routes';
import { onboardingRoutes } from './modules/suppliers/onboarding.routes';
import { adminSuppliersRoutes } from './modules/suppliers/admin-suppliers.routes';
import { supplierImportRoutes } from './modules/suppliers/supplier-import.routes';
import { filesRoutes } from './modules/suppliers/files.routes';
import { suppliersJobs } from './modules/suppliers/suppliers.jobs';
import { requestsRoutes } from './modules/requests/requests.routes';
import { requestsJobs } from './modules/requests/requests.jobs';
import { offersRoutes } from './modules/offers/offers.routes';
import { performanceRoutes } from './modules/performance/performance.routes';
import { offersJobs } from './modules/offers/offers.jobs';
import { chatsRoutes } from './modules/chats/chats.routes';
import { chatsJobs } from './modules/chats/chats.jobs';
import { createChatEvents, type ChatEvents } from './modules/chats/chat-events';
import { billingRoutes } from './modules/billing/billing.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { subscriptionsJobs } from './modules/subscriptions/subscriptions.jobs';
import { createPaymentProvider } from './modules/payments/providers/payment-provider.factory';
import type { PaymentProvider } from './modules/payments/providers/provider';
import { mailJobs } from './modules/mail/mail.jobs';
import { housekeepingJobs } from './modules/housekeeping/housekeeping.jobs';
import { createMailer, type Mailer } from './modules/mail/mail.service';
import { storageFor, type Storage } from './modules/storage/storage.service';
import { createPlaces, placesProviderFor, type Places } from './modules/places/places.service';
import { createJobs, jobsConnectionFor, type Jobs } from './modules/jobs/jobs.service';
import { devMailboxEnabled, devMailboxRoutes, devOutboxRoutes } from './modules/mail/mailbox.routes';
import type { TokenLookup } from './lib/auth-context';
import { loggerOptions } from './lib/logging';
import { defaultWebDistDir } from './lib/paths';
import { clearOnSignedInWrites, PageCache } from './lib/page-cache';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to one built from the configuration (SMTP_URL, or the dev outbox without it). */
  mailer?: Mailer;
  /** Defaults to an S3 bucket when S3_BUCKET is set, otherwise the local disk under DATA_DIR/uploads (modules/storage). */
  storage?: Storage;
  /**
   * Defaults to pg-boss on the app's database: polling in the server, driven by `jobs.runQueued()` when
   * NODE_ENV=test (docs/decisions/0030).
   */
  jobs?: Jobs;
  /** Defaults to Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox (docs/decisions/0043). */
  payments?: PaymentProvider;
  /** How the access plugin resolves a bearer token; defaults to the auth module's lookup in access_tokens. */
  tokenLookup?: TokenLookup;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: Storage;
    /** Place search, built once for the places routes and the directory's counter. */
    places: Places;
    jobs: Jobs;
    /** The card provider (modules/payments/providers). */
    payments: PaymentProvider;
    /** New chat messages announced and long polls parked on them: one LISTEN per app (modules/chats/chat-events.ts). */
    chatEvents: ChatEvents;
    /** Server-rendered guest pages by URL, cleared by any signed-in write on any process (lib/page-cache.ts, 0083). */
    pageCache: PageCache;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the nearest n hops". */
const trustProxyOption = (value: Config['TRUST_PROXY']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** Builds the whole application: plugins first, then every module's routes under /api. */
export async function buildApp({
  config,
  database,
  mailer,
  storage,
  jobs,
  payments,
  tokenLookup,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Failed queries are logged without their parameter values (lib/logging.ts).
    logger: loggerOptions(config),
    // A hop count or the proxies' addresses, never every hop (config/env.ts, docs/decisions/0024).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Slow or idle clients cannot hold connections open (docs/decisions/0027).
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) * 1000,
      // How often Node looks for connections past those limits (its default, 30 s, would let them linger).
      connectionsCheckingInterval: 1000,
    },
    // A request that arrives on an open connection while the server shuts down is answered (with
    // Connection: close), not turned away with a 503: every request received gets its answer.
    return503OnClosing: false,
    // filters[email]=x arrives as { filters: { email: 'x' } }, as the spec's calls expect.
    routerOptions: { querystringParser: (s: string) => qs.parse(s, { depth: 2, arrayLimit: 100 }) },
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // A path that cannot be decoded gets the one error shape, not Fastify's body that echoes it (plugins/errors.ts).
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'jobs',
    jobs ??
      createJobs({
        connection: jobsConnectionFor(database),
        log: app.log,
        mode: config.NODE_ENV === 'test' ? 'manual' : 'poll',
      }),
  );
  // E-mail is queued as mail.send jobs and delivered by the mail worker (mailJobs, docs/decisions/0035).
  app.decorate('mailer', mailer ?? createMailer({ config, db: database.db, log: app.log, jobs: app.jobs }));
  app.decorate('storage', storage ?? storageFor(config));
  app.decorate('places', createPlaces(placesProviderFor(config), app.log));
  app.decorate('payments', payments ?? createPaymentProvider(config));
  app.decorate('chatEvents', createChatEvents(database, app.log));
  // preClose runs before the server stops taking requests and waits for those in flight: parked polls answer
  // now, so a graceful shutdown is not held for up to 25 s by each of them.
  app.addHook('preClose', async () => app.chatEvents.close());
  // Workers poll once the app is ready; closing stops fetching and waits for running handlers, before the
  // server closes the database. Until a module registers or sends a job, pg-boss is not even started.
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('onClose', async () => app.jobs.stop());
  // After the workers have stopped: a delivery in progress still has its SMTP connection.
  app.addHook('onClose', async () => app.mailer.close());

  await app.register(errorsPlugin);
  await app.register(overloadPlugin, { maxInFlight: config.MAX_REQUESTS_IN_FLIGHT });
  await app.register(accessPlugin, { lookupToken: tokenLookup ?? accessTokenLookup(database.db) });
  const webDistDir = config.WEB_DIST_DIR ?? defaultWebDistDir();
  app.decorate('pageCache', new PageCache(config.PAGE_CACHE_SECONDS * 1000));
  clearOnSignedInWrites(app, app.pageCache, { pagesServed: existsSync(join(webDistDir, 'index.html')) });
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);
  // Before every route: @fastify/compress hooks into each route as it is declared.
  await app.register(compressionPlugin);
  // Cache-Control, ETag and 304 for the public answers that opt in (catalogue, content).
  await app.register(httpCachePlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(contentRoutes);
      await api.register(adminContentRoutes);
      await api.register(directoryRoutes);
      await api.register(catalogueRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(placesRoutes);
      await api.register(onboardingRoutes);
      await api.register(adminSuppliersRoutes);
      await api.register(supplierImportRoutes);
      await api.register(adminOrganisersRoutes);
      await api.register(accountDeletionRoutes);
      await api.register(adminSupportRoutes);
      await api.register(requestsRoutes);
      await api.register(offersRoutes);
      await api.register(performanceRoutes);
      await api.register(chatsRoutes);
      await api.register(billingRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(settingsRoutes);
      await api.register(auditRoutes);
      await api.register(exportsRoutes);
      await api.register(statsRoutes);
      await api.register(reviewsRoutes);
      if (devMailboxEnabled(config)) await api.register(devOutboxRoutes);
    },
    { prefix: '/api' },
  );

  // Outside /api: a page a developer opens in the browser to follow e-mailed links (docs/decisions/0004).
  if (devMailboxEnabled(config)) await app.register(devMailboxRoutes);

  // Outside /api: stored files at the addresses the local storage driver gives them (/files/uploads/…).
  await app.register(filesRoutes);
  await app.register(mailJobs);
  await app.register(suppliersJobs);
  await app.register(requestsJobs);
  await app.register(offersJobs);
  await app.register(chatsJobs);
  await app.register(subscriptionsJobs);
  await app.register(housekeepingJobs);
  await app.register(accountDeletionJobs);

  // Outside /api: where crawlers look for them (docs/decisions/0011).
  await app.register(seoRoutes);

  await app.register(webPlugin, {
    distDir: webDistDir,
    // Directory pages carry their own title, description, canonical and Open Graph tags for search engines.
    pageHead: (path) => directoryPageHead(app, config.APP_URL, path),
    // Public pages rendered on the server for guests, kept a minute (docs/decisions/0083).
    pageCache: app.pageCache,
  });
  return app;
}
