import "server-only";

import type { PaymentMode } from "@/lib/generated/prisma/enums";
import { razorpayGateway } from "@/lib/server/payments/razorpay";
import { testGateway } from "@/lib/server/payments/test-gateway";
import type { PaymentGateway } from "@/lib/server/payments/types";

export function gateway(mode: PaymentMode): PaymentGateway {
  return mode === "live" ? razorpayGateway() : testGateway;
}
