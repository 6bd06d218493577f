import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../../../config/env';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

type PaymentConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'DATA_DIR'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_HOST'
  | 'STRIPE_API_PORT'
  | 'STRIPE_API_PROTOCOL'
>;

/** Where the sandbox keeps its state between restarts. */
export const sandboxStateFile = (dataDir: string) => join(dataDir, 'payments-sandbox.json');

/**
 * Stripe when STRIPE_SECRET_KEY is set (env.ts then requires the publishable key and the webhook secret), else the
 * offline sandbox, its state in DATA_DIR/payments-sandbox.json (in memory under NODE_ENV=test). Without
 * STRIPE_WEBHOOK_SECRET the sandbox signs with a secret made at start, so nobody outside can forge its webhooks.
 */
export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
      ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
      ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
    });
  }
  return new SandboxPaymentProvider({
    ...(config.NODE_ENV === 'test' ? {} : { file: sandboxStateFile(config.DATA_DIR) }),
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`,
  });
}
