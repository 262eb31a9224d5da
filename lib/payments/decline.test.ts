import { describe, expect, it } from "vitest";

import { errorDictionary, translateError } from "@/lib/i18n/errors";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { declineText } from "./decline";

describe("declineText", () => {
  it("puts the reasons applicants meet most into our words", () => {
    expect(declineText("payment_cancelled", "Payment was cancelled by user.", "x")).toBe("You cancelled the payment");
    expect(declineText("insufficient_funds", "Insufficient funds.", "x")).toBe(
      "Your account does not have enough balance",
    );
    expect(declineText("invalid_otp", "Authentication failed due to incorrect otp", "x")).toBe(
      "The OTP entered was not correct",
    );
  });

  it("puts UPI's refusals into our words: a wrong PIN, the bank's and the UPI app's", () => {
    // Razorpay's descriptions for these (S2S UPI error codes).
    expect(
      declineText(
        "incorrect_pin",
        "You have entered an incorrect PIN on the UPI app. Please retry with the correct PIN.",
        "x",
      ),
    ).toBe("The UPI PIN entered was not correct");
    expect(declineText("payment_declined", "Payment failed. Please try again with another bank account.", "x")).toBe(
      "Your bank declined the payment",
    );
    expect(declineText("authorisation_declined_by_psp", "PSP declined.", "x")).toBe(
      "Your UPI app declined the payment",
    );
  });

  it("keeps Razorpay's description, without its full stop, for any other reason", () => {
    expect(declineText("payment_failed", "Your bank declined this test payment.", "x")).toBe(
      "Your bank declined this test payment",
    );
    expect(declineText(undefined, "  Payment processing failed due to error at bank or wallet gateway. ", "x")).toBe(
      "Payment processing failed due to error at bank or wallet gateway",
    );
    // A reason named like an object's own property is not one of ours.
    expect(declineText("constructor", "Declined.", "x")).toBe("Declined");
  });

  it("falls back when Razorpay gave neither", () => {
    expect(declineText(null, null, "Payment was not completed")).toBe("Payment was not completed");
    expect(declineText(42, "", "Payment was not completed")).toBe("Payment was not completed");
  });

  it("has every sentence in the catalogue, so a Hindi page reads it in Hindi", () => {
    const dictionary = errorDictionary(en.errors, hi.errors);
    const reasons = [
      "payment_cancelled",
      "payment_timed_out",
      "authentication_failed",
      "invalid_otp",
      "incorrect_otp",
      "incorrect_pin",
      "payment_declined",
      "authorisation_declined_by_psp",
      "insufficient_funds",
      "card_declined",
      "card_not_enrolled",
      "bank_technical_error",
      "gateway_technical_error",
    ];
    for (const reason of reasons) {
      const english = `Payment failed: ${declineText(reason, null, "x")}. Please try again.`;
      const hindi = translateError(english, dictionary);
      expect(hindi, reason).toMatch(/^भुगतान नहीं हो सका: .+। कृपया फिर कोशिश करें।$/);
      // No English left in it but "OTP", "UPI" and "PIN", which Hindi writes so too.
      expect(hindi.replace(/\b(OTP|UPI|PIN)\b/g, ""), reason).not.toMatch(/[A-Za-z]/);
    }
  });
});
