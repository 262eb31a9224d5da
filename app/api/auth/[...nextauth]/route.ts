// GET|POST /api/auth/* - next-auth's sign-in, sign-out, session and CSRF endpoints (web form)
import NextAuth from "next-auth";

import { setApiSecurityHeaders } from "@/lib/security-headers";
import { handleApiError } from "@/lib/server/http/api";
import { authOptions } from "@/lib/server/auth/next-auth";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// withHandler: next-auth owns the responses; we only keep failures in our JSON error shape.
async function withHandler(req: Request, ctx: Ctx): Promise<Response> {
  let response: Response;
  try {
    response = await NextAuth(req as never, ctx as never, authOptions());
  } catch (error) {
    response = handleApiError(error, new URL(req.url).pathname);
  }
  const headers = new Headers(response.headers);
  setApiSecurityHeaders(headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export { withHandler as GET, withHandler as POST };
