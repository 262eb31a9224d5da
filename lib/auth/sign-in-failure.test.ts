import { describe, expect, it } from "vitest";

import { loginUrlFor, readSignInFailure, returnPath, type SignInFailure } from "./sign-in-failure";

const query = (url: string) => {
  const params = new URL(url, "http://x").searchParams;
  return Object.fromEntries([...new Set(params.keys())].map((k) => [k, params.getAll(k)]));
};

describe("sign-in failures in /login's query", () => {
  it.each<SignInFailure>([
    { reason: "invalid" },
    { reason: "unavailable" },
    { reason: "throttled", retryAfterSeconds: 840 },
    { reason: "missing", fields: ["identifier", "password"] },
    { reason: "missing", fields: ["password"] },
  ])("reads back %j", (failure) =>
    expect(readSignInFailure(query(loginUrlFor(failure, "/dashboard")))).toEqual(failure),
  );

  it.each([
    [{}, null],
    [{ error: "CredentialsSignin" }, null],
    [{ error: "Call 555-0100 to unlock your account" }, null],
    [{ error: "missing", missing: "other" }, null],
    [
      { error: "throttled", retry: "<b>soon</b>" },
      { reason: "throttled", retryAfterSeconds: 60 },
    ],
    [
      { error: "throttled", retry: "99999999" },
      { reason: "throttled", retryAfterSeconds: 86_400 },
    ],
  ])("shows nothing but known codes: %j", (q, failure) => expect(readSignInFailure(q)).toEqual(failure));

  it.each([
    ["/dashboard", "/dashboard"],
    ["//evil.example", undefined],
    ["https://evil.example", undefined],
    [null, undefined],
    ["/" + "a".repeat(600), undefined],
  ])("keeps a same-site return path: %s", (value, path) => expect(returnPath(value)).toBe(path));
});
