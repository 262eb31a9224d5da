// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { company } from "@/content/company";
import { privacyPolicy } from "@/content/policies";
import { PRIVACY_NOTICES } from "@/content/privacy-notices";
import { render } from "@/lib/testing/render";

import { PrivacyConsent } from "./privacy-consent";

describe("PrivacyConsent", () => {
  it("labels the checkbox with the consent and describes it with the notice and the error", () => {
    const { container } = render(<PrivacyConsent form="contact" id="c" error="Please give your consent to continue" />);
    const box = container.querySelector<HTMLInputElement>("input[type=checkbox]")!;
    expect(container.querySelector(`label[for="c"]`)?.textContent).toContain(PRIVACY_NOTICES.contact.consent);
    expect(box.getAttribute("aria-required")).toBe("true");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const described = box
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id));
    expect(described.map((el) => el?.textContent)).toEqual([
      expect.stringContaining(PRIVACY_NOTICES.contact.notice),
      "Please give your consent to continue",
    ]);
    expect(container.querySelector("a")?.getAttribute("href")).toBe(PRIVACY_NOTICES.contact.policyUrl);
  });
});

describe("PRIVACY_NOTICES", () => {
  it.each(Object.entries(PRIVACY_NOTICES))("%s says how long, how to ask, and has a version", (_, notice) => {
    expect(notice.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(notice.notice).toContain(company.email);
    expect(notice.notice).toMatch(/12 months|until you unsubscribe/);
    // The link lands on a section of the privacy policy that exists.
    const [path, section] = notice.policyUrl.split("#");
    expect(path).toBe(privacyPolicy.path);
    expect(privacyPolicy.sections.map((s) => s.id)).toContain(section);
  });
});
