import { describe, expect, it } from "vitest";

import { parseDateOnly } from "@/lib/dates";

import { DECLARATION_MESSAGES } from "@/content/gov-declaration";

import {
  ageOn,
  CERTIFICATE_MESSAGE,
  GOV_MESSAGES,
  govApplicationFormSchema,
  govApplicationSchema,
  govCorrectionSchema,
  statusLookupSchema,
} from "./gov-applications";

const applicant = {
  jobId: "j",
  name: " Sita ",
  fatherHusbandName: "Ram",
  motherName: "Gita",
  presentAddress: "Patna",
  maritalStatus: "Single",
  gender: "Female",
  dob: "1990-01-01",
  mobile1: "9876543210",
  mobile2: "",
  panNo: "abcde1234f",
  email: "A@B.IN",
  aadharNo: "2345 6789 0124",
  category: "GENERAL",
  pwd: "false",
  exServiceman: "false",
  declaration: "true",
  consent: "true",
};

const issues = (input: Record<string, unknown>) => {
  const result = govApplicationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("government application rules", () => {
  it("counts age in completed years (the 18th birthday itself qualifies)", () => {
    const today = parseDateOnly("2026-07-15");
    expect(ageOn("2008-07-15", today)).toBe(18);
    expect(ageOn("2008-07-16", today)).toBe(17);
    expect(ageOn("2008-02-29", parseDateOnly("2026-02-28"))).toBe(17);
  });

  it("stores an address pasted with an invisible character as the applicant would type it", () => {
    const parsed = govApplicationSchema.parse({ ...applicant, email: "\u200bSita@Example.in\u200b\ufeff" });
    expect(parsed.email).toBe("sita@example.in");
    // A space, then the invisible character, at the end.
    expect(govApplicationSchema.parse({ ...applicant, email: "sita@example.in \u200b" }).email).toBe("sita@example.in");
  });

  it("refuses an address that a mail header would deliver to another one (a comment, a list, a display name)", () => {
    for (const email of [
      "(1)sita@gmail.com",
      "x,sita@gmail.com",
      "hi<sita@gmail.com>",
      "a;sita@gmail.com",
      'a"b@gmail.com',
      "sita@gmail.com:x",
      "[a]@b.in",
      "a\\b@c.in",
    ]) {
      expect(issues({ ...applicant, email }), email).toContainEqual(["email", GOV_MESSAGES.email]);
    }
    for (const email of ["sita.kumari+jobs@gmail.com", "o'brien@mail.co.in", "a_b-c@x.y.in"]) {
      expect(issues({ ...applicant, email }), email).toEqual([]);
    }
  });

  it("treats a name of invisible characters as blank, and stores names in one Unicode form", () => {
    expect(issues({ ...applicant, name: "\u200b" })).toContainEqual(["name", "Name is required"]);
    // Punctuation alone is not blank (a salary of "-" on a job form stays savable).
    expect(issues({ ...applicant, presentAddress: "-" })).toEqual([]);
    // क़ typed as one character (U+0958) and as क with a nukta: the same stored name.
    const precomposed = govApplicationSchema.parse({ ...applicant, name: "\u0958मर" }).name;
    const combined = govApplicationSchema.parse({ ...applicant, name: "\u0915\u093cमर" }).name;
    expect(precomposed).toBe(combined);
    // A name in Devanagari with a zero-width joiner keeps it (it shapes the letters).
    expect(govApplicationSchema.parse({ ...applicant, name: "क्\u200dष" }).name).toBe("क्\u200dष");
  });

  it("keeps no control characters or direction overrides in names, the address or the tables, and keeps the address's line breaks", () => {
    const parsed = govApplicationSchema.parse({
      ...applicant,
      name: "Sita \u202eramuK\u202c \u001b[31mX",
      fatherHusbandName: "Ram\u0007",
      motherName: "Gita\u000b\u000c",
      presentAddress: "Ward 12\u0007,\nPatna \u2066x\u2069",
      education: [
        { qualification: "B.A.\u202e", board: "BSEB", institution: "Patna\u0000 College", marks: "61", year: "2012" },
      ],
      experience: [{ company: "Acme\u001b", post: "Clerk", from: "2020-01-01", to: "2021-01-01" }],
    });
    expect(parsed.name).toBe("Sita ramuK [31mX");
    // A tab or line break pasted into a one-line field is a space, not nothing.
    expect(govApplicationSchema.parse({ ...applicant, name: "Sita\tKumari\r\n" }).name).toBe("Sita Kumari");
    expect(parsed.fatherHusbandName).toBe("Ram");
    expect(parsed.motherName).toBe("Gita");
    expect(parsed.presentAddress).toBe("Ward 12,\nPatna x");
    expect(parsed.education[0]).toMatchObject({ qualification: "B.A.", institution: "Patna College" });
    expect(parsed.experience[0].company).toBe("Acme");
    // Nothing left but control characters is blank.
    expect(issues({ ...applicant, name: "\u202e\u0007" })).toContainEqual(["name", "Name is required"]);
  });

  it("answers a mobile number of the wrong length with the spec's message, in either field", () => {
    for (const mobile of ["98765432101", "+9198765432", "+91 98765 4321", "+44 7911 123456"]) {
      expect(issues({ ...applicant, mobile1: mobile })).toEqual([["mobile1", GOV_MESSAGES.mobile]]);
      expect(issues({ ...applicant, mobile2: mobile })).toEqual([["mobile2", GOV_MESSAGES.mobile]]);
    }
  });

  it("takes a mobile number as people write it, and keeps its 10 digits", () => {
    for (const mobile of [
      "+91 98765 43210",
      "+919876543210",
      "98765 43210",
      "09876543210",
      "98765-43210",
      "+91 (0) 98765-43210",
    ]) {
      const parsed = govApplicationSchema.parse({
        ...applicant,
        mobile1: mobile,
        mobile2: mobile.replace("3210", "3211"),
      });
      expect([parsed.mobile1, parsed.mobile2]).toEqual(["9876543210", "9876543211"]);
    }
  });

  it("takes an Aadhaar number written with dashes and a PAN written with spaces, as printed on the cards", () => {
    const parsed = govApplicationSchema.parse({
      ...applicant,
      aadharNo: applicant.aadharNo.replaceAll(" ", "-"),
      panNo: "abcde 1234 f",
    });
    expect(parsed.aadharNo).toBe("234567890124");
    expect(parsed.panNo).toBe("ABCDE1234F");
  });

  it("finds an application number however it is typed back", () => {
    for (const typed of ["APP261207KJYKPV", "app 261207 kjykpv", "APP-261207-KJYKPV", " App261207KJYKPV "]) {
      expect(statusLookupSchema.parse({ applicationNumber: typed, dob: "1995-06-15" }).applicationNumber).toBe(
        "APP261207KJYKPV",
      );
    }
    // I, L and O are not in the random part's alphabet: typed for 1 and 0, they are read as them.
    expect(
      statusLookupSchema.parse({ applicationNumber: "APP261207KJ1O1L", dob: "1995-06-15" }).applicationNumber,
    ).toBe("APP261207KJ1011");
  });

  it("takes a correction's second mobile number sent back as null (none)", () => {
    const correction = govApplicationSchema.parse(applicant);
    const input = {
      dob: "1990-01-01",
      name: correction.name,
      fatherHusbandName: correction.fatherHusbandName,
      motherName: correction.motherName,
      presentAddress: correction.presentAddress,
      maritalStatus: correction.maritalStatus,
      gender: correction.gender,
      mobile1: correction.mobile1,
      mobile2: null,
      category: "GENERAL",
      pwd: false,
      exServiceman: false,
    };
    const parsed = govCorrectionSchema.safeParse(input);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.mobile2).toBeUndefined();
  });

  it("takes the category and yes/no answers as the multipart form sends them", () => {
    const parsed = govApplicationSchema.parse({
      ...applicant,
      category: "SC",
      categoryCertificateNumber: " br/sc/123 ",
      pwd: "true",
      exServiceman: "false",
    });
    expect(parsed).toMatchObject({
      category: "SC",
      categoryCertificateNumber: "BR/SC/123",
      pwd: true,
      exServiceman: false,
      declaration: true,
      consent: true,
    });
    // JSON clients send booleans; leaving a concession out means "no".
    const { pwd: _pwd, exServiceman: _esm, ...rest } = applicant;
    expect(govApplicationSchema.parse({ ...rest, pwd: true, declaration: true, consent: true })).toMatchObject({
      pwd: true,
      exServiceman: false,
    });
  });

  it.each([
    [{ category: undefined }, [["category", "Please choose your category"]]],
    [{ category: "BC" }, [["category", "Please choose your category"]]],
    [{ category: "OBC" }, [["categoryCertificateNumber", CERTIFICATE_MESSAGE]]],
    [{ pwd: "maybe" }, [["pwd", "PwD (Divyang) must be true or false"]]],
    [{ declaration: undefined }, [["declaration", DECLARATION_MESSAGES.declaration]]],
    [{ declaration: "false" }, [["declaration", DECLARATION_MESSAGES.declaration]]],
    [{ consent: "" }, [["consent", DECLARATION_MESSAGES.consent]]],
  ])("refuses %j", (change, expected) => {
    expect(issues({ ...applicant, ...change })).toEqual(expected);
  });

  it("drops blank table rows, keeps defaults and normalises identifiers", () => {
    const parsed = govApplicationSchema.parse({
      ...applicant,
      education: [{ qualification: "", board: " ", institution: "", marks: "", year: "" }],
      experience: [],
    });
    expect(parsed).toMatchObject({
      name: "Sita",
      panNo: "ABCDE1234F",
      email: "a@b.in",
      aadharNo: "234567890124",
      education: [],
    });
    expect(parsed.mobile2).toBeUndefined();
  });
});

describe("govApplicationFormSchema (the browser's form, with the photo and signature)", () => {
  const jpeg = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
  const photo = { file: jpeg("photo.jpg", 30 * 1024), width: 350, height: 450, source: "IMG_0001.HEIC" };
  const signature = { file: jpeg("signature.jpg", 15 * 1024), width: 420, height: 180, source: "sign.png" };
  const fileErrors = (files: Record<string, unknown>) => {
    const result = govApplicationFormSchema.safeParse({ ...applicant, photo, signature, ...files });
    return result.success
      ? []
      : result.error.issues.filter((i) => ["photo", "signature"].includes(String(i.path[0]))).map((i) => i.message);
  };

  it("accepts a photo and a signature made to their rules", () => {
    expect(fileErrors({})).toEqual([]);
  });

  it.each([
    [{ photo: null }, [GOV_MESSAGES.photoRequired]],
    [{ signature: null }, [GOV_MESSAGES.signatureRequired]],
    [{ photo: { ...photo, file: jpeg("photo.jpg", 60 * 1024) } }, ["Photo is 60 KB; it must be at most 50 KB."]],
    [
      { signature: { ...signature, width: 180, height: 180 } },
      ["Signature is 180 × 180 pixels; it must be at least 200 × 80 pixels."],
    ],
  ])("%# refuses a missing or rule-breaking image", (files, messages) => {
    expect(fileErrors(files)).toEqual(messages);
  });

  it("keeps the API's rules for everything else", () => {
    const result = govApplicationFormSchema.safeParse({ ...applicant, panNo: "ABCD", photo, signature });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["panNo", GOV_MESSAGES.pan]]);
  });
});

describe("numbers typed on a Hindi keyboard or pasted with invisible marks", () => {
  it("are read as the same ASCII numbers: mobiles, PAN, Aadhaar, marks and year", () => {
    const parsed = govApplicationSchema.parse({
      ...applicant,
      mobile1: "९८७६५४३२१०",
      mobile2: "\u202A9876543211\u202C",
      panNo: "abcde१२३४f",
      aadharNo: "२३४५ ६७८९ ०१२४",
      education: [{ qualification: "B.A.", board: "BU", institution: "Patna College", marks: "७२.५", year: "२०१५" }],
    });
    expect(parsed).toMatchObject({
      mobile1: "9876543210",
      mobile2: "9876543211",
      panNo: "ABCDE1234F",
      aadharNo: "234567890124",
      education: [{ marks: "72.5", year: "2015" }],
    });
    // Zero-width spaces pasted inside an Aadhaar, and Gujarati or full-width digits, too.
    expect(govApplicationSchema.parse({ ...applicant, aadharNo: "2345\u200B6789\u200B0124" }).aadharNo).toBe(
      "234567890124",
    );
    expect(govApplicationSchema.parse({ ...applicant, mobile1: "૯૮૭૬૫૪૩૨૧૦" }).mobile1).toBe("9876543210");
    // A space the invisible character hid from the first trim is not stored.
    expect(govApplicationSchema.parse({ ...applicant, mobile1: "\u200B 9876543210" }).mobile1).toBe("9876543210");
    expect(govApplicationSchema.parse({ ...applicant, panNo: "\u200B abcde1234f" }).panNo).toBe("ABCDE1234F");
    expect(govApplicationSchema.parse({ ...applicant, mobile1: "９８７６５４３２１０" }).mobile1).toBe("9876543210");
  });

  it("still refuses a wrong number in any script", () => {
    expect(issues({ ...applicant, mobile1: "५८७६५४३२१०" })).toEqual([["mobile1", GOV_MESSAGES.mobile]]);
    expect(issues({ ...applicant, aadharNo: "२३४५ ६७८९ ०१२५" })).toEqual([
      ["aadharNo", "This is not a valid Aadhaar number (check digit does not match)"],
    ]);
  });
});
