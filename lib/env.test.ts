import { describe, expect, it } from "vitest";

import { company } from "@/content/company";

import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("needs no variable at all for the embedded default", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(".data");
    expect(env.EMBEDDED_AUTO_SEED).toBe(true);
  });

  it.each([
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ DATA_ENCRYPTION_KEY: "bm90LTMyLWJ5dGVz" }, "DATA_ENCRYPTION_KEY"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ NODE_ENV: "production", DATABASE_URL: "postgresql://db/app" }, "AUTH_SECRET"],
    [
      { NODE_ENV: "production", DATABASE_URL: "postgresql://db/app", AUTH_SECRET: "x".repeat(40) },
      "DATA_ENCRYPTION_KEY",
    ],
    [{ TRUST_PROXY_HOPS: "-1" }, "TRUST_PROXY_HOPS"],
    [
      {
        NODE_ENV: "production",
        DATABASE_URL: "postgresql://db/app",
        AUTH_SECRET: "x".repeat(40),
        DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString("base64"),
      },
      "RAZORPAY_KEY_ID",
    ],
    [
      {
        NODE_ENV: "production",
        DATABASE_URL: "postgresql://db/app",
        AUTH_SECRET: "x".repeat(40),
        DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString("base64"),
        RAZORPAY_KEY_ID: "rzp_live_abc",
        RAZORPAY_KEY_SECRET: "s",
      },
      "RAZORPAY_WEBHOOK_SECRET",
    ],
    [{ RAZORPAY_KEY_ID: "rzp_live_abc123" }, "RAZORPAY_KEY_SECRET"],
    [{ RAZORPAY_KEY_SECRET: "secret" }, "RAZORPAY_KEY_ID"],
    [{ RAZORPAY_KEY_ID: "pk_live_abc", RAZORPAY_KEY_SECRET: "secret" }, "RAZORPAY_KEY_ID"],
    [{ RAZORPAY_API_BASE: "not a url" }, "RAZORPAY_API_BASE"],
    [{ MAIL_REPLY_TO: "HR desk" }, "MAIL_REPLY_TO"],
    [{ MAIL_REPLY_TO: "hr@example.in, ops@example.in" }, "MAIL_REPLY_TO"],
  ])("names the bad variable %#", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://app@db:5432/app",
      AUTH_SECRET: "s".repeat(48),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
      APP_URL: "https://careers.example.in",
      RAZORPAY_KEY_ID: "rzp_live_Abc123",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "whsec",
    });
    expect(env.APP_URL).toBe("https://careers.example.in");
  });

  it("refuses a production server without Razorpay keys on the embedded database too, unless no money moves", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/RAZORPAY_KEY_ID: is required in production/);
    expect(parseEnv({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "1" }).PAYMENTS_TEST_MODE).toBe(true);
    // Building needs no keys: they are given to the server that runs the build.
    expect(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).NODE_ENV).toBe("production");
    expect(parseEnv({ NODE_ENV: "development" }).PAYMENTS_TEST_MODE).toBe(false);
  });

  it("refuses a production server with Razorpay keys on the embedded database, which seeds demo accounts", () => {
    const keys = { RAZORPAY_KEY_ID: "rzp_live_Abc123", RAZORPAY_KEY_SECRET: "secret" };
    expect(() => parseEnv({ NODE_ENV: "production", ...keys })).toThrow(
      /DATABASE_URL: is required in production with Razorpay keys/,
    );
    // A try-out where no money moves may use it, and so may development with test keys.
    expect(parseEnv({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "1" }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "development", ...keys }).RAZORPAY_KEY_ID).toBe("rzp_live_Abc123");
    // Keys for a local fake gateway (the payment benchmark's) move no money.
    expect(parseEnv({ NODE_ENV: "production", ...keys, RAZORPAY_API_BASE: "http://127.0.0.1:4010" }).NODE_ENV).toBe(
      "production",
    );
  });

  it("refuses JOBS_IN_WEB=0 on the embedded database, where no separate worker can run the queue", () => {
    expect(() => parseEnv({ JOBS_IN_WEB: "0" })).toThrow(/JOBS_IN_WEB: must be 1 without DATABASE_URL/);
    expect(parseEnv({ JOBS_IN_WEB: "0", DATABASE_URL: "postgresql://app@127.0.0.1:5432/hr" }).JOBS_IN_WEB).toBe(false);
    expect(parseEnv({}).JOBS_IN_WEB).toBe(true);
  });

  it("sends replies to the company's own address unless MAIL_REPLY_TO names another", () => {
    expect(parseEnv({}).MAIL_REPLY_TO).toBe(company.email);
    expect(parseEnv({ MAIL_REPLY_TO: " " }).MAIL_REPLY_TO).toBe(company.email);
    expect(parseEnv({ MAIL_REPLY_TO: "hr@example.in" }).MAIL_REPLY_TO).toBe("hr@example.in");
    expect(parseEnv({ MAIL_REPLY_TO: "HR Desk <hr@example.in>" }).MAIL_REPLY_TO).toBe("HR Desk <hr@example.in>");
  });
});
