// POST /api/auth/login - sign in for API clients: { identifier, password } -> { token, name, role }
import { ApiError, json, withPublic } from "@/lib/server/http/api";
import { authenticate, INVALID_CREDENTIALS, throttledMessage } from "@/lib/server/auth/authenticate";
import { encodeSessionToken, SESSION_MAX_AGE } from "@/lib/server/auth/token";
import { loginSchema } from "@/lib/validation/auth";
import { readJson } from "@/lib/server/http/body";

export const POST = withPublic(async ({ req, ip }) => {
  const { identifier, password } = loginSchema.parse(await readJson(req));
  const outcome = await authenticate(identifier, password, ip);
  if (!outcome.ok) {
    if (outcome.reason === "throttled") {
      throw new ApiError("rate_limited", throttledMessage(outcome.retryAfterSeconds), undefined, {
        "Retry-After": String(outcome.retryAfterSeconds),
      });
    }
    throw new ApiError("unauthorized", INVALID_CREDENTIALS);
  }
  const { id, name, role, tokenVersion } = outcome.user;
  const token = await encodeSessionToken({ sub: id, name, role, tv: tokenVersion });
  return json({ token, name, role, expiresIn: SESSION_MAX_AGE }, { headers: { "Cache-Control": "no-store" } });
});
