// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { button, render } from "@/lib/testing/render";

import { ApplySuccess } from "./apply-success";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

describe("the apply modal's success in Hindi", () => {
  it("says everything in Hindi, the server's English message included", () => {
    render(
      <ApplySuccess
        ref={null}
        message="Application submitted successfully! Your reference is CA-261126-7K3QXM."
        reference="CA-261126-7K3QXM"
        onClose={vi.fn()}
      />,
      { locale: "hi" },
    );
    const status = document.querySelector('[role="status"]')!;
    expect(status.textContent).toBe("आवेदन करने के लिए धन्यवाद!आपका आवेदन जमा हो गया! आपका रेफ़रेंस नंबर CA-261126-7K3QXM है।");
    expect(document.getElementById("apply-reference-label")!.textContent).toBe("आपके आवेदन का रेफ़रेंस नंबर");
    expect(document.querySelector('a[href="/hi/applicant"]')!.textContent).toBe("अपने आवेदन की स्थिति देखें");
    expect(button("रेफ़रेंस नंबर कॉपी करें")).toBeTruthy();
    expect(button("बंद करें")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Thank you|Close|Copy|Track|Keep it/);
  });
});
