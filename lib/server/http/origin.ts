import "server-only";

import { NextResponse } from "next/server";

import { ApiError } from "@/lib/server/http/api";
import { isForeignOrigin } from "@/lib/server/http/request";

/** For a public route that changes state or sets a session cookie: a foreign Origin is refused. */
export function refuseForeignOrigin(req: Request): void {
  if (isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
}

/**
 * For a form a browser posts without JavaScript (sign-in, a password link): such a post needs no
 * preflight, so any site could send one. The browser must say it comes from this site (Origin, or
 * Sec-Fetch-Site: same-origin), and the body must be the form's urlencoded fields.
 */
export function refuseForeignFormPost(req: Request): void {
  const saysSameOrigin = req.headers.has("origin") || req.headers.get("sec-fetch-site") === "same-origin";
  if (!saysSameOrigin || isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
  if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    throw new ApiError("unsupported_media_type", "Send the form as application/x-www-form-urlencoded.");
  }
}

/** The answer to a form a browser posted itself: 303 See Other, so the browser GETs `location` next. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location } });
}
