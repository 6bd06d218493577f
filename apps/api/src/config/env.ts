import { isIP } from 'node:net';
import { z } from 'zod';
import { CRON_INTERVALS, intervalCron } from '../lib/interval-cron';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const url = (name: string) => z.url({ message: `${name} must be a URL` });

/** An address or a CIDR range (`10.0.0.0/8`), or one of proxy-addr's names for ranges. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY in Fastify's trustProxy forms: `0` (or false) trusts no proxy, a number trusts that many hops,
 * a comma-separated list trusts those proxy addresses. Never "every hop": then any client could name its own
 * address in X-Forwarded-For (docs/decisions/0024).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '0' || value === 'false') return false;
    if (/^[0-9]{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (value === 'true' || entries.length === 0 || !entries.every(isProxyAddress)) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message:
          'TRUST_PROXY must be 0, a number of proxy hops (e.g. 1), or a comma-separated list of proxy addresses or CIDR ranges; trusting every hop would let any client choose its address',
      });
      return z.NEVER;
    }
    return entries;
  });

const seconds = (max: number) => z.coerce.number().int().positive().max(max);

/** Every setting the server reads, checked at boot. `.env.example` lists them all. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    APP_URL: url('APP_URL').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Marquee <hello@marquee.local>'),
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(5, 'ADMIN_PASSWORD must have at least 5 characters').optional(),
    DEMO_DATA: flag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Comma-separated origins allowed by CORS; empty means same-origin only. */
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: trustProxy.default(false),
    /**
     * The dev mailbox (/dev/mailbox and GET /api/dev/outbox): only when asked for, without SMTP_URL, and
     * never in production, since it shows every reset link (docs/decisions/0024).
     */
    DEV_MAILBOX: flag.default(false),
    /** Time for a whole request to arrive, headers and body; slower clients are cut off. */
    REQUEST_TIMEOUT_SECONDS: seconds(3600).default(60),
    /** How long a chat long poll is held with nothing new (spec 7.6: 25 s; tests shorten it; decision 0041). */
    CHAT_LONG_POLL_SECONDS: seconds(300).default(25),
    /** Time for a request's headers to arrive. */
    HEADERS_TIMEOUT_SECONDS: seconds(600).default(10),
    /** How long an idle keep-alive connection stays open. */
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds(600).default(5),
    /** Requests worked on at once by one process (long polls apart); more are answered 503 (0: no limit). */
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).default(256),
    /** Requests per IP per window on the sign-in, sign-up, forgot and reset endpoints. */
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
    /**
     * Failed logins per account (since its last success, within the window) before each further attempt
     * must wait: 1 s after the last failure, then 2, 4 … (modules/auth/login-delay.ts).
     */
    AUTH_FAILED_LOGINS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    /** The same per address, over every account tried from it. */
    AUTH_FAILED_LOGINS_PER_IP: z.coerce.number().int().positive().default(30),
    /** The longest of those waits. */
    AUTH_LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().positive().max(3600).default(30),
    /** Forgot-password e-mails per account per window. */
    AUTH_RESETS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    AUTH_RATE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
    /**
     * Minutes between housekeeping runs (stale tokens and sign-in attempts, PGlite vacuum); 0 turns it off. The
     * runs are fired by the job queue's cron, so only intervals a cron fires evenly at (lib/interval-cron.ts).
     */
    HOUSEKEEPING_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .refine(
        (minutes) => minutes === 0 || intervalCron(minutes) !== undefined,
        `HOUSEKEEPING_INTERVAL_MINUTES must be 0 (off) or one of ${CRON_INTERVALS.join(', ')}`,
      )
      .default(60),
    /** Where the built web app lives; the API serves it when present. */
    WEB_DIST_DIR: z.string().optional(),
    /** Seconds a server-rendered public page is kept for guests (0 renders every request; docs/decisions/0083). */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** Google Places instead of the built-in UK gazetteer for places/autocomplete and places/geocode. */
    GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
    /** Where the Google Places web services are (a fake server in tests). */
    GOOGLE_MAPS_BASE_URL: url('GOOGLE_MAPS_BASE_URL').default('https://maps.googleapis.com'),
    /** Uploaded files go to this S3 bucket instead of DATA_DIR/uploads (docs/decisions/0032). */
    S3_BUCKET: z.string().min(3).optional(),
    /** An S3-compatible service (MinIO, R2, …); unset for AWS S3 itself. Path-style addressing is used with it. */
    S3_ENDPOINT: url('S3_ENDPOINT').optional(),
    S3_REGION: z.string().min(1).default('eu-west-2'),
    /** Both or neither; without them the AWS SDK's default chain (environment, instance role) applies. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Card payments through Stripe instead of the offline sandbox (docs/decisions/0043). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')
      .optional(),
    /** Stripe.js's key in the browser (spec 7.5). */
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_').optional(),
    /** The signing secret of the webhook endpoint (whsec_…); deliveries without a valid signature are refused. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
      .optional(),
    /** Where the Stripe API is (a fake server in tests); unset for api.stripe.com over HTTPS. */
    STRIPE_API_HOST: z.string().min(1).optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  })
  .refine((env) => !(env.DEV_MAILBOX && env.NODE_ENV === 'production'), {
    path: ['DEV_MAILBOX'],
    message:
      'DEV_MAILBOX shows every e-mailed link and cannot be on in production (set NODE_ENV=development, or SMTP_URL)',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || (env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET), {
    path: ['STRIPE_SECRET_KEY'],
    message: 'STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET too',
  })
  .transform((env) => ({
    ...env,
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    // Demo data is on by default only for the embedded database.
    DEMO_DATA: env.DEMO_DATA ?? !env.DATABASE_URL,
  }));

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads the configuration, naming each bad variable in the error. Empty strings count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
