import "server-only";

import { ApiError } from "@/lib/server/http/api";
import { isForeignOrigin } from "@/lib/server/http/request";

/** For a public route that changes state or sets a session cookie: a foreign Origin is refused. */
export function refuseForeignOrigin(req: Request): void {
  if (isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
}
