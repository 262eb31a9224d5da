// @vitest-environment jsdom
// The "saved, pay later" view after Checkout was closed: it says the pay-later link is in the
// e-mail only when the server sent one (it sends an address a limited number a day).
import { describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { SavedUnpaid } from "./saved-unpaid";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

const prefill = { name: "Sita Kumari", email: "sita@example.in", contact: "9876543210" };
const view = (mailed: boolean | undefined, locale: "en" | "hi" = "en") => {
  render(
    <SavedUnpaid
      saved={{ id: "app-1", applicationNumber: "GOV-2026-000123", feePaise: 75_000, mailed }}
      jobTitle="Data Entry Operator"
      deadline="2026-12-19"
      prefill={prefill}
      onPaid={vi.fn()}
      onBack={vi.fn()}
    />,
    { locale },
  );
  return document.querySelector("h3 + p")!.textContent!;
};
const plain = (message: string) => message.replace(/<\/?link>/g, "").replace("{fee}", "₹750");

describe("the saved, unpaid application's pay-later words", () => {
  it("point to the e-mail when one was sent", () => {
    expect(view(true)).toBe(plain(en.govStatus.saved.payLaterText));
    expect(view(true)).toContain("The link is also in the e-mail we have sent you.");
  });

  it("ask the applicant to note the number, without promising an e-mail, when none was sent", () => {
    const text = view(false);
    expect(text).toBe(plain(en.govStatus.saved.payLaterTextNoMail));
    expect(text).not.toContain("e-mail we have sent");
    expect(text).toContain("Please write down your application number");
  });

  it("say the same in Hindi", () => {
    expect(view(false, "hi")).toBe(plain(hi.govStatus.saved.payLaterTextNoMail));
  });
});
