import { describe, expect, it } from "vitest";

import { applicationFee } from "@/content/application-fee";
import { PHOTO_RULE, ruleText, SIGNATURE_RULE } from "@/lib/validation/gov-images";

import { buildSystemInstruction } from "./instructions";

// The AI help desk must know what the offline one knows about a government application.
describe("the help desk's system instruction", () => {
  const instruction = buildSystemInstruction();

  it("keeps our own recruitment free apart from the recruiting body's fee, and says how to verify a fee", () => {
    expect(instruction).toMatch(/never charges job seekers for its own recruitment or placement/);
    expect(instruction).toMatch(/the recruiting body's fee, collected for it through the site's own Razorpay checkout/);
    expect(instruction).toMatch(/never to a personal account, a UPI ID or over a phone call/);
    expect(instruction).toContain(applicationFee.scamWarning);
    expect(instruction).toMatch(/Check application status: \/gov-career\/status/);
  });

  it("states the documents, category fees, image rules, pending payment and the fee's refund rule", () => {
    expect(instruction).toMatch(/Aadhaar number and PAN/);
    expect(instruction).toMatch(/UR\/General, OBC-NCL, EWS, SC and ST/);
    expect(instruction).toMatch(/submitted as exempt/);
    expect(instruction).toContain(`Photo: ${ruleText(PHOTO_RULE)}`);
    expect(instruction).toContain(`Signature: ${ruleText(SIGNATURE_RULE)}`);
    expect(instruction).toContain(applicationFee.payPending.text);
    expect(instruction).toMatch(/typically within 5–7 working days/);
    expect(instruction).toMatch(/covers only .*paid IT services/);
  });
});
