// GET /api/gov/applications/reservation - a signed application number for a new form, and how to pay: { applicationNumber, token, checkout }
import { reserveApplicationNumber } from "@/lib/server/gov/tokens";
import { json, withPublic } from "@/lib/server/http/api";
import { checkoutConfig } from "@/lib/server/payments/config";

// The /gov-career page is static (the same for every visitor), so the number shown on a new form
// and the payment mode (from the running server's configuration) are asked for when it opens.
// Nothing is stored: the number is HMAC-signed and only claimed when the form is submitted.
export const GET = withPublic(async () =>
  json(
    { success: true, ...reserveApplicationNumber(), checkout: checkoutConfig() },
    { headers: { "Cache-Control": "no-store" } },
  ),
);
