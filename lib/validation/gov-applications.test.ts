import { describe, expect, it } from "vitest";

import { parseDateOnly } from "@/lib/dates";

import {
  ageOn,
  GOV_MESSAGES,
  govApplicationFormSchema,
  govApplicationSchema,
  photoProblem,
  PHOTO_MAX_BYTES,
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
};

describe("government application rules", () => {
  it("counts age in completed years (the 18th birthday itself qualifies)", () => {
    const today = parseDateOnly("2026-07-15");
    expect(ageOn("2008-07-15", today)).toBe(18);
    expect(ageOn("2008-07-16", today)).toBe(17);
    expect(ageOn("2008-02-29", parseDateOnly("2026-02-28"))).toBe(17);
  });

  it.each([
    [null, GOV_MESSAGES.photoRequired],
    [{ name: "p.jpg", size: 0, type: "image/jpeg" }, GOV_MESSAGES.photoInvalid],
    [{ name: "p.jpg", size: PHOTO_MAX_BYTES + 1, type: "image/jpeg" }, GOV_MESSAGES.photoTooLarge],
    [{ name: "p.webp", size: 10, type: "image/webp" }, GOV_MESSAGES.photoType],
    [{ name: "cv.pdf", size: 10, type: "application/pdf" }, GOV_MESSAGES.photoType],
    [{ name: "p.gif", size: PHOTO_MAX_BYTES, type: "image/gif" }, null],
  ])("photo %j -> %s", (file, message) => {
    expect(photoProblem(file)).toBe(message);
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

describe("govApplicationFormSchema (the browser's form, with the photo)", () => {
  const png = new File([new Uint8Array(100)], "p.png", { type: "image/png" });
  const photoError = (photo: unknown) => {
    const result = govApplicationFormSchema.safeParse({ ...applicant, photo });
    return result.success ? null : result.error.issues.find((i) => i.path[0] === "photo")?.message;
  };

  it.each([
    [null, GOV_MESSAGES.photoRequired],
    [{ file: png, readable: false }, GOV_MESSAGES.photoInvalid],
    [{ file: new File(["%PDF"], "cv.pdf", { type: "application/pdf" }), readable: true }, GOV_MESSAGES.photoType],
    [{ file: png, readable: true }, null],
  ])("photo %# -> %s", (photo, message) => {
    expect(photoError(photo)).toBe(message);
  });

  it("keeps the API's rules for everything else", () => {
    const result = govApplicationFormSchema.safeParse({
      ...applicant,
      panNo: "ABCD",
      photo: { file: png, readable: true },
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["panNo", GOV_MESSAGES.pan]]);
  });
});
