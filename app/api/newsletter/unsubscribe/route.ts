// POST /api/newsletter/unsubscribe?token= - one-click unsubscribe (RFC 8058); GET sends a person to the confirmation page
import { NextResponse } from "next/server";

import { isLocale, routing } from "@/i18n/routing";
import { localizedPath } from "@/i18n/paths";
import { ApiError, json, withPublic } from "@/lib/server/http/api";
import { unsubscribeFromNewsletter } from "@/lib/server/platform/newsletter";
import { UNSUBSCRIBE_MESSAGES, unsubscribeQuerySchema } from "@/lib/validation/newsletter";

// The List-Unsubscribe header of every newsletter mail names this URL. A mail client POSTs
// "List-Unsubscribe=One-Click" to it (the body says nothing the token does not, so it is not read);
// the confirmation page's button POSTs here too. Link scanners only GET, which changes nothing.

function tokenOf(req: Request): string {
  const parsed = unsubscribeQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) {
    throw new ApiError("bad_request", UNSUBSCRIBE_MESSAGES.invalid, { token: UNSUBSCRIBE_MESSAGES.invalid });
  }
  return parsed.data.token;
}

export const POST = withPublic(async ({ req }) => {
  const result = await unsubscribeFromNewsletter(tokenOf(req));
  if (result === "invalid") {
    throw new ApiError("bad_request", UNSUBSCRIBE_MESSAGES.invalid, { token: UNSUBSCRIBE_MESSAGES.invalid });
  }
  return json({ success: true, message: UNSUBSCRIBE_MESSAGES.done });
});

export const GET = withPublic(async ({ req }) => {
  // In the language the person subscribed in (the header's URL names it), not the browser's.
  const lang = new URL(req.url).searchParams.get("lang");
  const page = new URL(
    localizedPath("/newsletter/unsubscribe", isLocale(lang) ? lang : routing.defaultLocale),
    req.url,
  );
  page.searchParams.set("token", tokenOf(req));
  return new NextResponse(null, { status: 303, headers: { Location: `${page.pathname}${page.search}` } });
});
