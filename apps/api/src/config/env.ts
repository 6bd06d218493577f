import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const url = (name: string) => z.url({ message: `${name} must be a URL` });

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
    TRUST_PROXY: flag.default(false),
    /** Requests per IP per window on the sign-in, sign-up, forgot and reset endpoints. */
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
    /** Failed logins per account per window before the account is throttled. */
    AUTH_FAILED_LOGINS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    /** Forgot-password e-mails per account per window. */
    AUTH_RESETS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    AUTH_RATE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
    /** Minutes between housekeeping runs (stale tokens and sign-in attempts, PGlite vacuum); 0 turns it off. */
    HOUSEKEEPING_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      // A timer cannot wait longer than ~24.8 days; a week is plenty for a job meant to run hourly.
      .max(7 * 24 * 60, 'HOUSEKEEPING_INTERVAL_MINUTES must be at most 10080 (a week)')
      .default(60),
    /** Where the built web app lives; the API serves it when present. */
    WEB_DIST_DIR: z.string().optional(),
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
