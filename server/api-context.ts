import type { Redis } from "ioredis";
import type { CustomFetch } from "openid-client";
import type { ApiSettings } from "./api-settings";
import type { MailTransport, SenderOptions } from "./mail";
import type { PaymentProvider } from "./payments";
import type { Database } from "./platform/db/database";
import type { RetryPolicy } from "./platform/outbound/guarded-call";
import type { FareSource } from "./search";

export interface ApiContext {
  database: Database;
  settings: ApiSettings;
  /** Where fares come from; default the built-in demo source. */
  fareSource?: FareSource;
  /** The time; tests move it (search sessions expire). Default: the real one. */
  clock?: () => Date;
  /** Default: the built-in test provider ("test payment"). */
  paymentProvider?: PaymentProvider;
  /** Replaces the network for calls to the external sign-in provider (tests). */
  signInFetch?: CustomFetch;
  /** Where rate limits count, shared by every API process (REDIS_URL); default memory. */
  sharedCounters?: Redis;
  /** Timeouts and retries of calls to the fare source and payment provider (tests shorten them). */
  retryPolicy?: RetryPolicy;
  /** Where mail goes (SMTP, or the data folder's outbox); none: mail waits in the table. */
  mailTransport?: MailTransport;
  /** The sender's claim and backoff (tests shorten them). */
  mailSender?: SenderOptions;
}
