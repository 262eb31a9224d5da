// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { click, render, type, until, jsonResponse as answer } from "@/lib/testing/render";

import { CorrectionForm } from "./correction-form";
import { testCorrectionOffer } from "./test-fixtures";

const offer = testCorrectionOffer;

afterEach(() => vi.unstubAllGlobals());

describe("CorrectionForm", () => {
  it("is prefilled with the applicant's answers and shows the new fee as the category changes", () => {
    const { container } = render(
      <CorrectionForm applicationNumber="APP1" dob="1998-04-15" offer={offer} onDone={() => {}} onCancel={() => {}} />,
    );
    expect((container.querySelector("#correction-name") as HTMLInputElement).value).toBe("Sita Kumari");
    expect(container.querySelector("#correction-aadharNo")).toBeNull();
    const fee = () => container.querySelector("[data-testid=correction-fee]")!.textContent;
    expect(fee()).toContain("₹300");
    const category = container.querySelector("#correction-category") as HTMLSelectElement;
    act(() => {
      category.value = "SC";
      category.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(fee()).toContain("₹100");
  });

  it("keeps showing the fee charged while the answers that decide it stay, though the table was edited since", () => {
    const edited = { ...offer, fees: { ...offer.fees, OBC: 40_000 } };
    const { container } = render(
      <CorrectionForm applicationNumber="APP1" dob="1998-04-15" offer={edited} onDone={() => {}} onCancel={() => {}} />,
    );
    const fee = () => container.querySelector("[data-testid=correction-fee]")!.textContent;
    expect(fee()).toContain("₹300");
    type(container.querySelector<HTMLInputElement>("#correction-name")!, "Seeta Kumari");
    expect(fee()).toContain("₹300");
    const category = container.querySelector("#correction-category") as HTMLSelectElement;
    const choose = (value: string) =>
      act(() => {
        category.value = value;
        category.dispatchEvent(new Event("change", { bubbles: true }));
      });
    choose("SC");
    expect(fee()).toContain("₹100");
    choose("OBC");
    expect(fee()).toContain("₹300");
  });

  it("shows the e-mail read-only with how to have it changed, and never sends it", async () => {
    const fetch = vi.fn(async () => answer(200, { success: true, message: "ok", application: {} }));
    vi.stubGlobal("fetch", fetch);
    const done = vi.fn();
    const { container } = render(
      <CorrectionForm applicationNumber="APP1" dob="1998-04-15" offer={offer} onDone={done} onCancel={() => {}} />,
    );
    const email = container.querySelector<HTMLInputElement>("#correction-email")!;
    expect(email.value).toBe("sita@example.in");
    expect(email.readOnly).toBe(true);
    expect(container.querySelector(`#${email.getAttribute("aria-describedby")}`)!.textContent).toBe(
      "Your e-mail address cannot be changed here. To have it changed, please contact our office.",
    );
    type(container.querySelector<HTMLInputElement>("#correction-name")!, "Seeta Kumari");
    await act(async () => click(container.querySelector('button[type="submit"]')!));
    await until(() => done.mock.calls.length > 0 || null);
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ name: "Seeta Kumari", dob: "1998-04-15" });
    expect(body).not.toHaveProperty("email");
  });

  it("says in Hindi how to have the e-mail changed", () => {
    const { container } = render(
      <CorrectionForm applicationNumber="APP1" dob="1998-04-15" offer={offer} onDone={() => {}} onCancel={() => {}} />,
      { locale: "hi" },
    );
    expect(container.querySelector("#correction-email-hint")!.textContent).toBe(
      "आपका ईमेल पता यहाँ नहीं बदला जा सकता। इसे बदलवाने के लिए कृपया हमारे कार्यालय से संपर्क करें।",
    );
  });
});
