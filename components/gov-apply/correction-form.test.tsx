// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it } from "vitest";

import { render } from "@/lib/testing/render";

import { CorrectionForm, type CorrectionOffer } from "./correction-form";

const offer: CorrectionOffer = {
  values: {
    name: "Sita Kumari",
    fatherHusbandName: "Ram Prasad",
    motherName: "Gita Devi",
    presentAddress: "Ward 12, Patna",
    maritalStatus: "Single",
    gender: "Female",
    mobile1: "9876543210",
    mobile2: null,
    email: "sita@example.in",
    category: "OBC",
    categoryCertificateNumber: "OBC-1",
    pwd: false,
    exServiceman: false,
  },
  fees: { GENERAL: 50_000, OBC: 30_000, EWS: null, SC: 10_000, ST: null, pwd: null, exServiceman: null, women: null },
  lastDate: "2099-12-31",
};

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
});
