// Environment, validated once. A bad or missing required variable stops start-up with a message
// naming it. The embedded default (no DATABASE_URL) needs no variable at all: secrets are
// generated under DATA_DIR instead (see lib/server/platform/secrets.ts).
import { z } from "zod";

import { company } from "../content/company";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const base64Key = optionalString.refine(
  (v) => v === undefined || Buffer.from(v, "base64").length === 32,
  "must be 32 bytes, base64-encoded (generate one with: openssl rand -base64 32)",
);

/** Razorpay's own REST API: the gateway where money moves. */
const RAZORPAY_API = "https://api.razorpay.com";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Set by Next while it builds (`phase-production-build`): no request is served, no money moves. */
    NEXT_PHASE: optionalString,
    DATABASE_URL: optionalString.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      "must be a postgres:// or postgresql:// connection string",
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().default(".data"),
    /** Where the embedded PGlite database lives; "memory://" for a throwaway one. Default DATA_DIR/pglite. */
    EMBEDDED_DB_DIR: optionalString,
    /** Migrate and seed the embedded database on first start (tests turn seeding off). */
    EMBEDDED_AUTO_SEED: z
      .enum(["0", "1", "true", "false"])
      .default("1")
      .transform((v) => v === "1" || v === "true"),
    AUTH_SECRET: optionalString.refine(
      (v) => v === undefined || v.length >= 32,
      "must be at least 32 characters (generate one with: openssl rand -base64 32)",
    ),
    DATA_ENCRYPTION_KEY: base64Key,
    DATA_ENCRYPTION_PREVIOUS_KEYS: optionalString.refine(
      (v) => v === undefined || v.split(",").every((k) => Buffer.from(k.trim(), "base64").length === 32),
      "must be a comma-separated list of 32-byte base64 keys",
    ),
    APP_URL: optionalString.pipe(z.url().optional()),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    /** The address server.js listens on (Next's own variable; unset means every interface). */
    HOSTNAME: optionalString,
    SMTP_URL: optionalString.refine(
      (v) => v === undefined || /^smtps?:\/\//.test(v),
      "must be an smtp:// or smtps:// URL",
    ),
    MAIL_FROM: z.string().default("HR Platform <no-reply@example.in>"),
    /**
     * Where replies to our mail go (every message's Reply-To, and the organizer of an interview's
     * calendar invite): MAIL_FROM is a no-reply sender, and an invite asks the candidate to reply.
     * An address, or a name and <address>; the company's own address by default.
     */
    MAIL_REPLY_TO: optionalString
      .refine(
        (v) => v === undefined || /^([^\s<>@]+@[^\s<>@]+|[^<>]*<[^\s<>@]+@[^\s<>@]+>)$/.test(v),
        'must be an e-mail address, or a name and <address> (e.g. "HR Desk <hr@example.in>")',
      )
      .transform((v) => v ?? company.email),
    GEMINI_API_KEY: optionalString,
    GEMINI_MODEL: z.string().trim().min(1).default("gemini-3.5-flash"),
    /** Help desk questions sent to Gemini per day across every instance; past it the offline assistant answers. */
    CHAT_MODEL_CALLS_PER_DAY: z.coerce.number().int().min(0).default(2000),
    /** Alternative Gemini API endpoint (a proxy, or a local fake in tests). */
    GEMINI_BASE_URL: optionalString.pipe(z.url().optional()),
    SEED_DEMO_ACCOUNTS: z
      .enum(["0", "1", "true", "false"])
      .optional()
      .transform((v) => v === "1" || v === "true"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** Razorpay API key id. Unset: payments run in test mode (built-in test checkout, no money moves). */
    RAZORPAY_KEY_ID: optionalString.refine(
      (v) => v === undefined || /^rzp_(test|live)_[A-Za-z0-9]+$/.test(v),
      "must look like rzp_live_... or rzp_test_...",
    ),
    RAZORPAY_KEY_SECRET: optionalString,
    /** Secret of the webhook configured in the Razorpay dashboard (verifies X-Razorpay-Signature). */
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    /** Razorpay REST API origin; tests point it at a local fake. */
    RAZORPAY_API_BASE: z.url().default(RAZORPAY_API),
    /** Allows test-mode payments (no money moves) on a production server, e.g. a staging site or a local try-out. */
    PAYMENTS_TEST_MODE: z
      .enum(["0", "1", "true", "false"])
      .optional()
      .transform((v) => v === "1" || v === "true"),
    /**
     * Whether the web process works the background queue (mail delivery, reconciliation, expiry)
     * itself. Set 0 when a separate `npm run jobs:work` process does it.
     */
    JOBS_IN_WEB: z
      .enum(["0", "1", "true", "false"])
      .default("1")
      .transform((v) => v === "1" || v === "true"),
    /** First retry delay of a failed mail in seconds; each further retry waits about twice as long. */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    // Data retention (DPDP Act 2023: erase once the purpose is served). See README "Data retention".
    /** Company applications are anonymised this many months after their job closed. */
    RETENTION_COMPANY_APPLICATION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** Rejected or withdrawn company applications go this many months after that decision, if sooner. */
    RETENTION_COMPANY_REJECTED_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
    /** Unpaid government applications (pending, failed, expired) go this many days after the job's last date. */
    RETENTION_GOV_UNPAID_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Paid or fee-exempt government applications go this many months after the job's last date. */
    RETENTION_GOV_PAID_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    /** Contact-form messages are anonymised this many months after they were received. */
    RETENTION_CONTACT_MESSAGE_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** Copies of sent (or failed) e-mail are deleted from the outbox this many days after they were written. */
    RETENTION_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  })
  .superRefine((env, ctx) => {
    // Half a key pair would silently fall back to test mode or fail every payment.
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      const missing = env.RAZORPAY_KEY_ID ? "RAZORPAY_KEY_SECRET" : "RAZORPAY_KEY_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when the other Razorpay key is set" });
    }
    // A live site must never "accept" applications through the built-in test checkout, whatever its
    // database: a production server without Razorpay keys starts only when told no money moves.
    const serving = env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build";
    if (serving && !env.RAZORPAY_KEY_ID && !env.PAYMENTS_TEST_MODE) {
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAY_KEY_ID"],
        message: "is required in production (or set PAYMENTS_TEST_MODE=1 for a site where no money moves)",
      });
    }
    // Real payments need the real database: the embedded one is for a try-out where no money moves
    // (it lives in the release directory and seeds demo accounts with a published password). A
    // gateway of our own making (RAZORPAY_API_BASE, the benchmarks' fake) takes no money.
    const razorpay = env.RAZORPAY_API_BASE === RAZORPAY_API;
    if (serving && env.RAZORPAY_KEY_ID && razorpay && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message:
          "is required in production with Razorpay keys (the embedded database is for a try-out where no money moves: PAYMENTS_TEST_MODE=1)",
      });
    }
    // The embedded database belongs to the web process alone (jobs:work refuses it): a web process
    // told to leave the queue to a worker nobody can run would never send mail, reconcile a payment,
    // close an unpaid application or purge old data.
    if (!env.JOBS_IN_WEB && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["JOBS_IN_WEB"],
        message: "must be 1 without DATABASE_URL: only the web process can work the embedded database's queue",
      });
    }
    // A shared database means several instances: they must share their secrets too.
    if (env.NODE_ENV === "production" && env.DATABASE_URL) {
      for (const key of ["AUTH_SECRET", "DATA_ENCRYPTION_KEY"] as const) {
        if (!env[key]) {
          ctx.addIssue({ code: "custom", path: [key], message: "is required in production with DATABASE_URL" });
        }
      }
      if (env.RAZORPAY_KEY_ID && !env.RAZORPAY_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["RAZORPAY_WEBHOOK_SECRET"],
          message: "is required in production with Razorpay keys (test or live)",
        });
      }
    }
  });

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment. Tests may call resetEnv() after changing process.env. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function resetEnv() {
  cached = undefined;
}

/** True inside Next.js (its server, build or dev), where its cache and revalidation exist; false in Vitest and CLI scripts. */
export function runningInNext(): boolean {
  return Boolean(process.env.NEXT_RUNTIME);
}
