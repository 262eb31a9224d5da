import { describe, expect, it } from "vitest";

import { compoundFile, minimalDoc } from "@/lib/testing/docx";
import {
  applicationErrors,
  applicationFormSchema,
  applicationSchema,
  RESUME_MAX_BYTES,
  sniffResume,
} from "./applications";

const pdf = { size: 1000, kind: "pdf" as const };
const valid = {
  fullName: "Asha Devi",
  email: "asha@example.in",
  phone: "9876543210",
  resume: pdf,
  jobId: "job-1",
  consent: "true",
};
const text = (s: string) => new TextEncoder().encode(s);

describe("applicationSchema (the apply modal and the API)", () => {
  it("trims values, lower-cases the e-mail and drops blank optional fields", () => {
    const data = applicationSchema.parse({
      ...valid,
      fullName: "  Asha Devi ",
      email: " Asha@Example.IN ",
      currentCompany: "   ",
      linkedinUrl: " linkedin.com/in/asha ",
      githubUrl: "",
      coverLetter: "  Hello  ",
    });
    expect(data).toMatchObject({
      fullName: "Asha Devi",
      email: "asha@example.in",
      currentCompany: undefined,
      linkedinUrl: "https://linkedin.com/in/asha",
      githubUrl: undefined,
      coverLetter: "Hello",
    });
  });

  it("drops invisible characters pasted with the e-mail (a zero-width space, a direction mark), as the other forms do", () => {
    expect(applicationSchema.parse({ ...valid, email: "asha\u200B@example.in\u200E" }).email).toBe("asha@example.in");
  });

  it("keeps one spelling of each letter (NFC), as the console's search does, so a name typed either way is found", () => {
    // क़ typed as one code point (U+0958) is stored as क and its nukta, its NFC form (U+0958 is
    // excluded from composition); é typed as e and an accent is stored as é.
    const data = applicationSchema.parse({
      ...valid,
      fullName: "\u0958\u093e\u0926\u093f\u0930 Jose\u0301",
      currentCompany: "Cafe\u0301",
    });
    expect(data.fullName).toBe("\u0915\u093c\u093e\u0926\u093f\u0930 Jos\u00e9");
    expect(data.currentCompany).toBe("Caf\u00e9");
  });

  it("counts a line break of the cover letter as one character, as the form does, though it is sent as CRLF", () => {
    const typed = `${"x".repeat(79)}\n`.repeat(63).slice(0, 4990); // 4,990 characters with 62 line breaks
    const sent = typed.replace(/\n/g, "\r\n"); // what a browser's form data carries: 5,052
    expect(sent.length).toBeGreaterThan(5000);
    const data = applicationSchema.parse({ ...valid, coverLetter: sent });
    expect(data.coverLetter).toBe(typed.trim());
    const tooLong = applicationSchema.safeParse({ ...valid, coverLetter: `${typed}${"x".repeat(11)}` });
    expect(tooLong.success).toBe(false);
  });

  it("reports the spec's messages in the spec's order", () => {
    const result = applicationSchema.safeParse({ jobId: "job-1", fullName: " ", email: "", phone: "", resume: null });
    expect(result.success).toBe(false);
    expect(Object.values(applicationErrors(result.error!))).toEqual([
      "Please enter your full name",
      "Please enter your email address",
      "Please enter your phone number",
      "Please upload your resume",
      "Please give your consent to continue",
    ]);
  });

  it.each([
    ["true", true],
    ["on", true],
    [true, true],
    ["false", false],
    ["", false],
    [undefined, false],
  ])("takes consent %j as given: %s", (consent, given) => {
    const result = applicationSchema.safeParse({ ...valid, consent });
    expect(result.success).toBe(given);
    if (!given) expect(applicationErrors(result.error!).consent).toBe("Please give your consent to continue");
  });

  it.each([
    [{ size: RESUME_MAX_BYTES + 1, kind: "pdf" }, "File size must be less than 5MB"],
    [{ size: RESUME_MAX_BYTES + 1, kind: null }, "File size must be less than 5MB"],
    [{ size: 10, kind: null }, "Please upload only PDF, DOC, or DOCX files"],
    [{ size: 0, kind: "pdf" }, "Please upload your resume"],
  ])("refuses resume %o with '%s'", (resume, message) => {
    const result = applicationSchema.safeParse({ ...valid, resume });
    expect(applicationErrors(result.error!).resume).toBe(message);
  });

  it("accepts a resume of exactly 5 MB", () => {
    expect(applicationSchema.safeParse({ ...valid, resume: { size: RESUME_MAX_BYTES, kind: "docx" } }).success).toBe(
      true,
    );
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "not a url", "http://localhost"])("refuses link %s", (url) => {
    const result = applicationSchema.safeParse({ ...valid, linkedinUrl: url });
    expect(applicationErrors(result.error!).linkedinUrl).toBe("Please enter a valid LinkedIn URL");
  });

  it("reads a phone typed in Devanagari digits, or pasted with direction marks, as ASCII digits", () => {
    expect(applicationSchema.parse({ ...valid, phone: "+९१ ९८७६५ ४३२१०" }).phone).toBe("+91 98765 43210");
    expect(applicationSchema.parse({ ...valid, phone: "\u202A9876543210\u202C" }).phone).toBe("9876543210");
  });

  it("takes a phone typed with the country code, a bracketed trunk 0 and a spaced dash (21 characters)", () => {
    expect(applicationSchema.parse({ ...valid, phone: "+91 (0) 98765 - 43210" }).phone).toBe("+91 (0) 98765 - 43210");
  });

  it("takes a phone copied with an en dash or a non-breaking hyphen, or written with dots, storing plain dashes", () => {
    expect(applicationSchema.parse({ ...valid, phone: "+91 98765\u201343210" }).phone).toBe("+91 98765-43210");
    expect(applicationSchema.parse({ ...valid, phone: "098765\u201143210" }).phone).toBe("098765-43210");
    expect(applicationSchema.parse({ ...valid, phone: "98765.43210" }).phone).toBe("98765.43210");
  });

  it.each([
    "12345",
    "98765abcde",
    "98765\u201343",
    "+91 98765 43210 ext. 5",
    "+91 98765 43210 12345 6",
    "+91 (0) 98765 - 43210 - 1",
  ])("refuses phone %s", (phone) => {
    expect(applicationErrors(applicationSchema.safeParse({ ...valid, phone }).error!).phone).toBe(
      "Please enter a valid phone number",
    );
  });
});

describe("sniffResume (browser-side type check)", () => {
  it("knows PDF, DOC and DOCX by their bytes and nothing else", () => {
    expect(sniffResume(text("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffResume(minimalDoc())).toBe("doc");
    expect(sniffResume(text("PK\u0003\u0004....word/document.xml"))).toBe("docx");
    expect(sniffResume(text("PK\u0003\u0004....xl/workbook.xml"))).toBeNull();
    expect(sniffResume(text("My resume as plain text"))).toBeNull();
    expect(sniffResume(text("MZ\u0090\u0000"))).toBeNull();
  });

  it("is only a first filter: any OLE2 file looks like a DOC here, the server looks inside", () => {
    expect(sniffResume(compoundFile({ Workbook: new Uint8Array(4096) }))).toBe("doc");
  });
});

describe("applicationFormSchema (the apply modal, with the chosen File)", () => {
  const pdfFile = (size = 100) => new File([text("%PDF-1.7\n"), new Uint8Array(size)], "cv.pdf");
  const errorsFor = async (resume: File | null) => {
    const result = await applicationFormSchema.safeParseAsync({ ...valid, resume });
    return result.success ? {} : applicationErrors(result.error);
  };

  it("applies the API's resume rules to the file's size and bytes", async () => {
    expect((await errorsFor(null)).resume).toBe("Please upload your resume");
    expect((await errorsFor(pdfFile(RESUME_MAX_BYTES))).resume).toBe("File size must be less than 5MB");
    expect((await errorsFor(new File([text("plain text")], "cv.pdf"))).resume).toBe(
      "Please upload only PDF, DOC, or DOCX files",
    );
    expect(await errorsFor(pdfFile())).toEqual({});
  });

  it("keeps the API's order of messages", async () => {
    const result = await applicationFormSchema.safeParseAsync({ jobId: "j", fullName: "", email: "", phone: "" });
    expect(Object.keys(applicationErrors(result.error!))).toEqual(["fullName", "email", "phone", "resume", "consent"]);
  });
});
