import { describe, expect, it } from "vitest";

import {
  aadhaarProblem,
  isValidAadhaar,
  isValidIfsc,
  isValidMobile,
  isValidPan,
  mobileDigits,
  partialReference,
  phoneSearchDigits,
  searchedReference,
  verhoeffCheckDigit,
  verhoeffValid,
} from "./ids";

describe("Indian identifiers", () => {
  it("computes and checks Verhoeff digits (known vector 236 -> 3)", () => {
    expect(verhoeffCheckDigit("236")).toBe("3");
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid("2364")).toBe(false);
  });

  it("tells a mistyped Aadhaar (wrong check digit) from one of the wrong shape", () => {
    const body = "23456789012";
    const aadhaar = body + verhoeffCheckDigit(body);
    expect(aadhaarProblem(aadhaar)).toBeNull();
    expect(aadhaarProblem(body + ((Number(verhoeffCheckDigit(body)) + 1) % 10))).toBe("checksum");
    expect(aadhaarProblem(body)).toBe("format"); // 11 digits
    expect(aadhaarProblem("1" + aadhaar.slice(1))).toBe("format"); // never starts with 1
    expect(aadhaarProblem("2345 6789 01a2")).toBe("format");
  });

  it("accepts an Aadhaar with a valid check digit, with or without spaces, and rejects typos", () => {
    const body = "23456789012";
    const aadhaar = body + verhoeffCheckDigit(body);
    expect(isValidAadhaar(aadhaar)).toBe(true);
    expect(isValidAadhaar(aadhaar.replace(/(\d{4})(\d{4})(\d{4})/, "$1 $2 $3"))).toBe(true);
    const typo = aadhaar.slice(0, 5) + ((Number(aadhaar[5]) + 1) % 10) + aadhaar.slice(6);
    expect(isValidAadhaar(typo)).toBe(false);
    expect(isValidAadhaar("1" + aadhaar.slice(1))).toBe(false); // never starts with 0 or 1
    expect(isValidAadhaar(aadhaar.slice(1))).toBe(false);
  });

  it.each([
    ["ABCDE1234F", true],
    ["abcde1234f", true],
    ["ABCD1234F", false],
    ["ABCDE12345", false],
  ])("PAN %s -> %s", (pan, ok) => expect(isValidPan(pan)).toBe(ok));

  it.each([
    ["SBIN0001234", true],
    ["SBIN1001234", false],
    ["SBI0001234", false],
  ])("IFSC %s -> %s", (ifsc, ok) => expect(isValidIfsc(ifsc)).toBe(ok));

  it.each([
    ["9876543210", true],
    ["5876543210", false],
    ["987654321", false],
  ])("mobile %s -> %s", (m, ok) => expect(isValidMobile(m)).toBe(ok));
});

describe("mobileDigits", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["+91 (0) 98765-43210", "9876543210"],
    ["098765.43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["98765\u201343210", "9876543210"],
    ["98765\u201143210", "9876543210"],
    ["+९१ ९८७६५ ४३२१०", "9876543210"],
    // Ten digits that start with 91 are the number itself; a foreign number stays as typed (refused).
    ["9198765432", "9198765432"],
    ["+447911123456", "+447911123456"],
  ])("%s -> %s", (typed, digits) => expect(mobileDigits(typed)).toBe(digits));
});

describe("numbers typed in Devanagari digits elsewhere on the public site", () => {
  it("are read as ASCII: the portal's sign-in code and reference, the status lookup, the contact phone", async () => {
    const { codeSignInSchema, companyLookupSchema } = await import("./applicant");
    const { statusLookupSchema } = await import("./gov-applications");
    const { contactSchema } = await import("./contact");
    expect(codeSignInSchema.parse({ email: "asha@example.in", code: "१२३४५६" }).code).toBe("123456");
    expect(companyLookupSchema.parse({ email: "asha@example.in", reference: "ca-२०२६-०००१" }).reference).toBe(
      "CA-2026-0001",
    );
    expect(statusLookupSchema.parse({ applicationNumber: "app२६१२०३", dob: "1995-06-15" }).applicationNumber).toBe(
      "APP261203",
    );
    const contact = contactSchema.parse({
      name: "Asha",
      email: "asha@example.in",
      phone: "+९१ ९८७६५ ४३२१०",
      message: "Hello",
      consent: true,
    });
    expect(contact.phone).toBe("+91 98765 43210");
    // With the trunk 0 in brackets and spaced dashes, as the application forms take it.
    expect(contactSchema.parse({ ...contact, phone: "+91 (0) 98765 - 43210" }).phone).toBe("+91 (0) 98765 - 43210");
    // The code copied from the e-mail with its full stop, or typed in two groups, is the code.
    expect(codeSignInSchema.parse({ email: "asha@example.in", code: "884 630." }).code).toBe("884630");
    // A reference read back from a letter: spaces, lower case, and I, L, O for the digits 1 and 0.
    for (const typed of ["ca 261207 d8lst7", "CA-261207-D8IST7", "CA261207D81ST7", "ca - 261207 - d81st7"]) {
      expect(companyLookupSchema.parse({ email: "asha@example.in", reference: typed }).reference).toBe(
        "CA-261207-D81ST7",
      );
    }
  });

  it("leave out invisible characters pasted with an e-mail: the contact form and the newsletter", async () => {
    const { contactSchema } = await import("./contact");
    const { newsletterSchema } = await import("./newsletter");
    const pasted = "\uFEFFAsha\u200B@Example.in";
    const contact = contactSchema.parse({
      name: "Asha",
      email: pasted,
      phone: "9876543210",
      message: "Hi",
      consent: true,
    });
    expect(contact.email).toBe("asha@example.in");
    expect(newsletterSchema.parse({ email: pasted, consent: true }).email).toBe("asha@example.in");
  });
});

describe("searchedReference", () => {
  it.each([
    ["APP261207K10QXM", "APP261207K10QXM"],
    ["app 261207 kioqxm", "APP261207K10QXM"],
    ["APP-261207\u2013KL0QXM", "APP261207K10QXM"],
    ["ca 261207 k10qxm", "CA-261207-K10QXM"],
    ["CA \u2010 261207 \u2010 K10QXM", "CA-261207-K10QXM"],
  ])("%s is %s", (typed, reference) => expect(searchedReference(typed)).toBe(reference));

  // A name, an e-mail, a mobile or part of a number is searched as typed.
  it.each(["Asha Devi", "app@example.in", "98765 43210", "APP261207", "CA-261207-K10QX", "APP261207K10QXMM"])(
    "%s is not a reference",
    (typed) => expect(searchedReference(typed)).toBeNull(),
  );
});

describe("partialReference", () => {
  it.each([
    ["app 2612", "APP2612"],
    ["APP-261207", "APP261207"],
    ["app 261207 kio", "APP261207K10"],
    ["ca 2", "CA-2"],
    ["ca 261207", "CA-261207"],
    ["ca 2612071", "CA-261207-1"],
    ["CA \u2013 261207 d8l", "CA-261207-D81"],
    ["ca261207k10qxm", "CA-261207-K10QXM"],
  ])("%s starts %s", (typed, start) => expect(partialReference(typed)).toBe(start));

  // No digit of the date, a random part before the date is whole, too long, or not a reference at all.
  it.each(["app", "CA-", "app 26 k1", "ca 261207123456789", "APP261207K10QXMM", "Asha Devi", "capp 12", "98765 43210"])(
    "%s is not the start of one",
    (typed) => expect(partialReference(typed)).toBeNull(),
  );
});

describe("phoneSearchDigits", () => {
  it.each([
    ["98765 43210", "9876543210"],
    ["+91 98765-43210", "9876543210"],
    ["(0) 98765.43210", "9876543210"],
    ["098765\u201343210", "9876543210"],
    ["\u096f\u096e\u096d\u096c\u096b", "98765"],
    ["432", "432"],
  ])("%s searches mobiles for %s", (typed, digits) => expect(phoneSearchDigits(typed)).toBe(digits));

  // Digits inside a name, an e-mail or an id are not a phone number: no mobile search at all.
  it.each(["ravi123@example.in", "EMP-0042", "Room 12B", "app 261207"])("%s searches no mobile", (typed) =>
    expect(phoneSearchDigits(typed)).toBe(""),
  );
});
