// GET|POST /api/auth/* - next-auth's sign-in, sign-out, session and CSRF endpoints (web form)
import NextAuth from "next-auth";

import { handleApiError } from "@/lib/server/api";
import { authOptions } from "@/lib/server/auth/next-auth";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// withHandler: next-auth owns the responses; we only keep failures in our JSON error shape.
async function withHandler(req: Request, ctx: Ctx): Promise<Response> {
  try {
    return await NextAuth(req as never, ctx as never, authOptions());
  } catch (error) {
    return handleApiError(error, req);
  }
}

export { withHandler as GET, withHandler as POST };
