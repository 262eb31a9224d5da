// Any /api/* path no route handler claims: a JSON 404 with the API's security headers, for every
// method, instead of Next's HTML not-found page. Also the answer to the requests the request guard
// (lib/server/http/client-address.ts) sends here because Next cannot represent them: 405 for TRACE,
// 400 for a path whose percent-encoding is broken.
import { ApiError, withPublic } from "@/lib/server/http/api";
import { REFUSED_PATH, refusalOf } from "@/lib/server/http/client-address";

const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

const notFound = withPublic(async ({ req }) => {
  if (new URL(req.url).pathname === REFUSED_PATH) {
    const refusal = refusalOf((name) => req.headers.get(name));
    if (refusal === "method") {
      throw new ApiError("method_not_allowed", "This method is not allowed.", undefined, { Allow: ALLOWED });
    }
    if (refusal === "path") throw new ApiError("bad_request", "The address is not valid.");
  }
  throw new ApiError("not_found", "No such API endpoint.");
});

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
export { notFound as OPTIONS };
