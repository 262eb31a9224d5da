// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { applicationFee } from "@/content/application-fee";
import { CONSENT, DECLARATION } from "@/content/gov-declaration";
import { errorDictionary, translateError } from "@/lib/i18n/errors";
import { act, button, render, until } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { JobCard } from "./job-card";
import { ReviewStep } from "./review-step";
import { renderApplicationForm } from "./test-fixtures";
import { testGovJob } from "./test-job";
import type { GovFormValues } from "./use-application-form";

// The government board and application form on /hi pages: labels, headings and validation messages
// in Hindi, the English catalogue still saying what the content modules (and the server) say.

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

const job = testGovJob;

// jsdom has no scrolling; the form scrolls its error banner into view.
Element.prototype.scrollIntoView = () => {};

const labelOf = (id: string) => document.querySelector(`label[for="${id}"]`)?.textContent;

describe("the government job card in Hindi", () => {
  it("labels the fee, the deadline (a Hindi date) and the fee table's categories in Hindi", () => {
    const { container } = render(<JobCard job={job} onApply={() => {}} />, { locale: "hi" });
    const terms = [...container.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(terms).toEqual(["स्थान", "सैलरी", "अनुभव", "शुल्क", "अंतिम तिथि"]);
    expect(container.querySelector("time")?.textContent).toBe("31 दिसंबर 2099");
    expect(button("अभी आवेदन करें", container)).toBeTruthy();
    const rows = [...container.querySelectorAll('[data-testid="fee-table"] tbody th')].map((th) => th.textContent);
    expect(rows).toEqual(["UR / सामान्य", "OBC (नॉन-क्रीमी लेयर)", "EWS", "SC", "ST", "PwD (दिव्यांग)", "महिलाएँ"]);
    expect(container.querySelector('[data-testid="fee-notice"] summary')?.textContent).toBe("कैसे जाँचें");
    const links = [...container.querySelectorAll('[data-testid="fee-notice"] a')].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/hi/gov-career/status", "/hi/contact"]);
  });
});

const renderForm = renderApplicationForm;

describe("the application form in Hindi", () => {
  it("labels its fields, options and sections in Hindi", () => {
    const { container } = renderForm("hi");
    expect(labelOf("name")).toBe("नाम");
    expect(labelOf("fatherHusbandName")).toBe("पिता/पति का नाम");
    expect(labelOf("aadharNo")).toBe("Aadhaar नंबर");
    expect(labelOf("category")).toBe("कैटेगरी");
    expect(labelOf("photo")).toBe("पासपोर्ट साइज़ फ़ोटो");
    const genders = [...container.querySelectorAll("#gender option")].map((o) => [
      o.getAttribute("value"),
      o.textContent,
    ]);
    expect(genders).toEqual([
      ["Male", "पुरुष"],
      ["Female", "महिला"],
      ["Other", "अन्य"],
    ]);
    expect(labelOf("education-0-qualification")).toBe("योग्यता, पंक्ति 1");
    expect(button("और जोड़ें (शिक्षा की पंक्तियाँ)", container)).toBeTruthy();
    expect(container.textContent).toContain("घोषणा और सहमति");
    expect(button("आवेदन जाँचें", container)).toBeTruthy();
  });

  it("shows an empty required field's message in Hindi, on the field and in the banner", async () => {
    const { container } = renderForm("hi");
    await act(async () => button("आवेदन जाँचें", container).click());
    const error = await until(() => document.getElementById("name-error"));
    expect(error.textContent).toBe("नाम भरना ज़रूरी है");
    expect(document.getElementById("photo-error")?.textContent).toBe("पासपोर्ट साइज़ फ़ोटो ज़रूरी है");
    expect(container.querySelector('[data-testid="gov-error"]')?.textContent).toContain("नाम भरना ज़रूरी है");
  });

  it("keeps the English labels and messages on English pages", async () => {
    const { container } = renderForm("en");
    expect(labelOf("name")).toBe("Name");
    await act(async () => button("Review Application", container).click());
    const error = await until(() => document.getElementById("name-error"));
    expect(error.textContent).toBe("Name is required");
  });
});

const values: GovFormValues = {
  jobId: job.id,
  name: "Asha Kumari",
  fatherHusbandName: "Ram Prasad",
  motherName: "Sita Devi",
  presentAddress: "Boring Road, Patna",
  maritalStatus: "Single",
  gender: "Female",
  dob: "2000-01-15",
  mobile1: "9876543210",
  mobile2: "",
  panNo: "abcde1234f",
  email: "asha@example.com",
  aadharNo: "234567890124",
  category: "SC",
  categoryCertificateNumber: "sc/123",
  pwd: "false",
  exServiceman: "false",
  education: [
    { qualification: "B.A.", board: "Patna University", institution: "Patna College", marks: "72", year: "2021" },
  ],
  experience: [{ company: "", post: "", from: "", to: "" }],
  photo: null,
  signature: null,
  categoryCertificate: null,
  declaration: true,
  consent: true,
};

describe("the review step in Hindi", () => {
  it("has Hindi headings, answers and fee reason, and a Hindi confirm button", () => {
    const { container } = render(
      <ReviewStep
        values={values}
        jobTitle={job.title}
        applicationNumber="GOV-260101-0001"
        fee={{ paise: 250_00, reason: "Concession for women" }}
        testMode
        busy={false}
        onEdit={() => {}}
        onConfirm={() => {}}
      />,
      { locale: "hi" },
    );
    expect(container.querySelector("h2")?.textContent).toBe("अपना आवेदन जाँचें");
    expect([...container.querySelectorAll("h3")].map((h) => h.textContent)).toEqual([
      "फ़ोटो और हस्ताक्षर",
      "निजी जानकारी",
      "कैटेगरी और छूट",
      "शैक्षणिक योग्यता",
      "काम का अनुभव",
      "आवेदन शुल्क",
      "घोषणा और सहमति",
    ]);
    expect(container.textContent).toContain("15 जनवरी 2000");
    expect(container.textContent).toContain("महिला");
    expect(container.querySelector('[data-testid="review-fee"]')?.textContent).toBe("₹250 (महिलाओं के लिए छूट)");
    expect(button("पुष्टि करें और ₹250 भरें", container)).toBeTruthy();
  });
});

describe("the gov catalogue", () => {
  it("says in English exactly what the stored declaration, consent and fee notice say", () => {
    expect(en.govForm.declaration.declaration).toBe(DECLARATION.text);
    expect(en.govForm.declaration.consent).toBe(CONSENT.text);
    expect(en.govForm.feeNotice.verify.map((step) => step.text)).toEqual(applicationFee.verify.map((s) => s.text));
    expect(en.govForm.feeNotice.verify.map((step) => ("link" in step ? step.link : undefined))).toEqual(
      applicationFee.verify.map((s) => s.link?.label),
    );
  });

  const dictionary = errorDictionary(en.errors, hi.errors);

  it("puts the photo rules' and the payment's English messages into Hindi", () => {
    expect(translateError("Photo is 600 × 900 pixels; it must be at most 600 × 800 pixels.", dictionary)).toBe(
      "फ़ोटो का माप 600 × 900 पिक्सेल है; यह ज़्यादा से ज़्यादा 600 × 800 पिक्सेल होना चाहिए।",
    );
    expect(translateError("Payment failed: Your bank declined this test payment. Please try again.", dictionary)).toBe(
      "भुगतान नहीं हो सका: आपके बैंक ने यह टेस्ट भुगतान अस्वीकार कर दिया। कृपया फिर कोशिश करें।",
    );
  });

  // Every template of the catalogue must be read as one, whatever key comes before it (a global
  // regex's lastIndex once made the one after another template count as plain text).
  it("treats a template right after another template as a template", () => {
    expect(translateError("Signature must be a JPEG image (.jpg).", dictionary)).toBe(
      "हस्ताक्षर की फ़ाइल JPEG (.jpg) होनी चाहिए।",
    );
  });
});

describe("the category certificate", () => {
  /** The English form with a reserved category picked, and a way to pick a certificate file. */
  async function certificateField() {
    const { container } = renderForm("en");
    const category = container.querySelector<HTMLSelectElement>("#category")!;
    await act(async () => {
      category.value = "SC";
      category.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const input = await until(() =>
      container.querySelector<HTMLInputElement>('input[type="file"]#categoryCertificate'),
    );
    const pickFile = async (file: File) => {
      Object.defineProperty(input, "files", { value: [file], configurable: true });
      await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
    };
    return { container, pickFile };
  }

  async function choose(bytes: number[], type: string) {
    const { pickFile } = await certificateField();
    await pickFile(new File([new Uint8Array([...bytes, 0x0a, 0x0a, 0x0a])], "certificate", { type }));
    return () => document.getElementById("categoryCertificate-error")?.textContent ?? null;
  }

  it("takes a PDF or a picture that came without a type (WhatsApp, a cloud drive) by its first bytes", async () => {
    expect((await choose([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], ""))()).toBeNull();
    document.body.innerHTML = "";
    expect((await choose([0xff, 0xd8, 0xff, 0xe0], "application/octet-stream"))()).toBeNull();
  });

  it("keeps the file picked last when an earlier pick's bytes are read after it", async () => {
    const { container, pickFile } = await certificateField();
    // The first came without a type (a cloud drive): its first bytes are read, slowly.
    let readFirst!: () => void;
    const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
    const first = new File([pdfBytes], "old-certificate", { type: "" });
    Object.defineProperty(first, "slice", {
      value: () => ({ arrayBuffer: () => new Promise((resolve) => (readFirst = () => resolve(pdfBytes.buffer))) }),
    });
    await pickFile(first);
    await pickFile(new File([pdfBytes], "new-certificate.pdf", { type: "application/pdf" }));
    const selected = () => container.querySelector('[data-testid="file-selected"]')?.textContent ?? "";
    await until(() => selected().includes("new-certificate.pdf"));

    await act(async () => readFirst());
    expect(selected()).toContain("new-certificate.pdf");
    expect(selected()).not.toContain("old-certificate");
  });

  it("refuses a file that is none of them, whatever it says it is", async () => {
    const error = await choose([0x50, 0x4b, 0x03, 0x04], "");
    expect(await until(error)).toBe("Category certificate must be a PDF, JPEG or PNG file");
    document.body.innerHTML = "";
    const word = await choose([0x25, 0x50, 0x44, 0x46, 0x2d], "application/msword");
    expect(await until(word)).toBe("Category certificate must be a PDF, JPEG or PNG file");
  });
});
