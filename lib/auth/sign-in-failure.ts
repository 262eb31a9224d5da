// The sign-in form posted without JavaScript (POST /api/auth/login/form) sends the browser back to
// /login with what went wrong as a code in the query, and /login shows the message for it. Only
// known codes are read back (the page never shows text from its URL), and never what was typed.

export const SIGN_IN_FIELDS = ["identifier", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export type SignInFailure =
  | { reason: "invalid" }
  | { reason: "unavailable" }
  | { reason: "throttled"; retryAfterSeconds: number }
  | { reason: "missing"; fields: SignInField[] };

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A page to return to after sign-in, as the form may carry it: a same-site path. */
export function returnPath(value: unknown): string | undefined {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && value.length <= 500
    ? value
    : undefined;
}

/** /login saying what went wrong, keeping the page to return to. */
export function loginUrlFor(failure: SignInFailure, next?: string): string {
  const query = new URLSearchParams({ error: failure.reason });
  if (failure.reason === "throttled") query.set("retry", String(failure.retryAfterSeconds));
  if (failure.reason === "missing") for (const field of failure.fields) query.append("missing", field);
  if (next) query.set("next", next);
  return `/login?${query}`;
}

/** The failure /login's query reports, or null (none, or not one of ours). */
export function readSignInFailure(query: Query): SignInFailure | null {
  switch (first(query.error)) {
    case "invalid":
      return { reason: "invalid" };
    case "unavailable":
      return { reason: "unavailable" };
    case "throttled": {
      const seconds = Number(first(query.retry));
      const retryAfterSeconds = Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 24 * 60 * 60) : 60;
      return { reason: "throttled", retryAfterSeconds };
    }
    case "missing": {
      const named = [query.missing ?? []].flat();
      const fields = SIGN_IN_FIELDS.filter((field) => named.includes(field));
      return fields.length ? { reason: "missing", fields } : null;
    }
    default:
      return null;
  }
}

/** Why a signed-in user was sent to /login (?reason=), said above the form. */
export const SIGNED_OUT_MESSAGES = {
  // The government console signs any other role out (spec): the session ends for every tab of the
  // browser (the page tells the others: AnnounceSignedOut).
  role: "You have been signed out: the government jobs console is only for government jobs administrators. Sign in with a GovAdmin account to open it.",
  expired: "Your session has ended. Please sign in again.",
  other: "This browser is signed in with another account. Sign in with your own account to continue.",
} as const;

export function signedOutReason(value: unknown): keyof typeof SIGNED_OUT_MESSAGES | null {
  return value === "role" || value === "expired" || value === "other" ? value : null;
}
