// GET /api/me - the signed-in user (cookie or bearer): { id, name, email, role }
import { SIGNED_IN } from "@/lib/auth/permissions";
import { json, withAuth } from "@/lib/server/http/api";

export const GET = withAuth(SIGNED_IN, async ({ user }) =>
  json(
    { id: user.id, name: user.name, email: user.email, role: user.role },
    { headers: { "Cache-Control": "no-store" } },
  ),
);
