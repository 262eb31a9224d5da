// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { company } from "@/content/company";
import { privacyPolicy } from "@/content/policies";
import { CONSENT_REQUIRED, PRIVACY_NOTICES } from "@/content/privacy-notices";
import { render } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { PrivacyConsent } from "./privacy-consent";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));
vi.mock("@/i18n/intent-link", () => import("@/lib/testing/intl-navigation"));

const fill = (text: string) => text.replace("{company}", company.name).replace("{email}", company.email);

function parts(container: HTMLElement, id: string) {
  const box = container.querySelector<HTMLInputElement>("input[type=checkbox]")!;
  const described = box
    .getAttribute("aria-describedby")!
    .split(" ")
    .map((ref) => document.getElementById(ref)?.textContent);
  return { box, label: container.querySelector(`label[for="${id}"]`)?.textContent, described };
}

describe("PrivacyConsent", () => {
  it("labels the checkbox with the consent and describes it with the notice and the error", () => {
    const { container } = render(<PrivacyConsent form="contact" id="c" error={CONSENT_REQUIRED} />);
    const { box, label, described } = parts(container, "c");
    expect(label).toContain(
      "I consent to TechServe Solutions processing these details to answer my enquiry, as described in the privacy notice.",
    );
    expect(box.getAttribute("aria-required")).toBe("true");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(described).toEqual([
      expect.stringContaining(
        `Privacy notice: We use your name, e-mail, phone and message only to answer your enquiry. We keep your message for 12 months, then erase it. To see or erase it, write to ${company.email}.`,
      ),
      "Please give your consent to continue",
    ]);
    const link = container.querySelector("a")!;
    expect(link.getAttribute("href")).toBe(PRIVACY_NOTICES.contact.policyUrl);
    expect(link.textContent).toBe("Read the privacy notice");
  });

  it("is in Hindi on a Hindi page: notice, consent, error, and the Hindi policy's section", () => {
    const { container } = render(<PrivacyConsent form="companyApplication" id="a" error={CONSENT_REQUIRED} />, {
      locale: "hi",
    });
    const { label, described } = parts(container, "a");
    expect(label).toContain(fill(hi.consent.companyApplication.consent));
    expect(label).toContain("मेरी सहमति है कि TechServe Solutions");
    expect(described).toEqual([
      expect.stringContaining(`प्राइवेसी सूचना: ${fill(hi.consent.companyApplication.notice)}`),
      "आगे बढ़ने के लिए कृपया अपनी सहमति दें",
    ]);
    expect(described[0]).toContain(company.email);
    const link = container.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/hi/privacy-policy#company-applications");
    expect(link.textContent).toBe("प्राइवेसी सूचना पढ़ें");
  });
});

describe("PRIVACY_NOTICES", () => {
  const forms = Object.keys(PRIVACY_NOTICES) as (keyof typeof PRIVACY_NOTICES)[];

  it.each(forms)("%s says how long, how to ask, and has a version, in both languages", (form) => {
    const notice = PRIVACY_NOTICES[form];
    expect(notice.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const catalogue of [en, hi]) {
      expect(catalogue.consent[form].notice).toContain("{email}");
      expect(catalogue.consent[form].consent.trim()).not.toBe("");
    }
    expect(en.consent[form].notice).toMatch(/12 months|until you unsubscribe/);
    expect(hi.consent[form].notice).toMatch(/12 महीने|सदस्यता नहीं छोड़ते/);
    // The link lands on a section of the privacy policy that exists.
    const [path, section] = notice.policyUrl.split("#");
    expect(path).toBe(privacyPolicy.path);
    expect(privacyPolicy.sections).toContain(section);
  });

  it("translates the consent error the schemas and the API give", () => {
    expect(en.errors.consent.required).toBe(CONSENT_REQUIRED);
    expect(hi.errors.consent.required).not.toBe(CONSENT_REQUIRED);
  });
});
