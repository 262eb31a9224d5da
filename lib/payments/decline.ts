// Why a payment was declined, in our words. Razorpay gives a failed payment a machine-readable
// `reason` (docs: Errors, "error reasons") and an English `description`. For the reasons applicants
// meet most, the applicant reads our own sentence, which the catalogue translates
// ("errors.gov.payment.decline.*"; the page's dictionary looks messages up by their English text);
// any other reason keeps Razorpay's description, which names it best.

const TEXTS = {
  payment_cancelled: "You cancelled the payment",
  payment_timed_out: "The payment was not completed in time",
  authentication_failed: "The OTP or card verification did not succeed",
  invalid_otp: "The OTP entered was not correct",
  incorrect_otp: "The OTP entered was not correct",
  // UPI, which most applicants pay by: a wrong PIN, the bank's refusal, the UPI app's refusal.
  incorrect_pin: "The UPI PIN entered was not correct",
  payment_declined: "Your bank declined the payment",
  authorisation_declined_by_psp: "Your UPI app declined the payment",
  insufficient_funds: "Your account does not have enough balance",
  card_declined: "Your bank declined the payment",
  card_not_enrolled: "Your bank has not enabled this card for online payments",
  bank_technical_error: "Your bank had a technical problem",
  gateway_technical_error: "The payment network had a technical problem",
} as const satisfies Record<string, string>;

/**
 * The words for a failed payment's `reason` and `description` (Checkout's `error`, or the payment
 * entity's `error_reason` and `error_description`), without a closing full stop; `fallback` when
 * Razorpay gave neither.
 */
export function declineText(reason: unknown, description: unknown, fallback: string): string {
  if (typeof reason === "string" && Object.hasOwn(TEXTS, reason)) return TEXTS[reason as keyof typeof TEXTS];
  const text = typeof description === "string" ? description.trim().replace(/\.$/, "") : "";
  return text || fallback;
}
