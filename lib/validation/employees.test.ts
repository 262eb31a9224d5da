import { afterEach, describe, expect, it, vi } from "vitest";

import { documentUploadFieldsSchema, documentUploadFormSchema, parseDocumentType, uploadSummary } from "./documents";
import { employeeCreateSchema, employeeUpdateSchema, listQueryFromSearchParams } from "./employees";
import { employeePasswordFormSchema, ownPasswordFormSchema } from "./passwords";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("password forms", () => {
  it.each([
    [
      { currentPassword: "", newPassword: "abcdefgh", confirmPassword: "abcdefgh" },
      { currentPassword: "Current password is required" },
    ],
    [
      { currentPassword: "x", newPassword: "", confirmPassword: "" },
      { newPassword: "New password is required", confirmPassword: "Please confirm your password" },
    ],
    [
      { currentPassword: "x", newPassword: "abc", confirmPassword: "abc" },
      { newPassword: "Password must be at least 8 characters" },
    ],
    [
      { currentPassword: "x", newPassword: "abcdefgh", confirmPassword: "abcdefgx" },
      { confirmPassword: "Passwords do not match" },
    ],
  ])("own change %j -> %j", (input, errors) => {
    expect(firstMessage(ownPasswordFormSchema.safeParse(input))).toMatchObject(errors);
  });

  it("asks to select an employee first", () => {
    const result = employeePasswordFormSchema.safeParse({
      employeeId: "",
      newPassword: "abcdefgh",
      confirmPassword: "abcdefgh",
    });
    expect(firstMessage(result)).toEqual({ employeeId: "Please select an employee first" });
  });
});

describe("employee schema", () => {
  const required = {
    referenceId: "E1",
    name: "R",
    email: "r@example.com",
    department: "IT",
    bankName: "B",
    accountNumber: "123456789",
    ifscCode: "HDFC0001234",
  };

  it("takes Aadhaar and PAN as the government form does: spaced, dashed, in Devanagari digits", () => {
    const parsed = employeeUpdateSchema.parse({
      ...required,
      aadhar: "२३४५-६७८९-०१२४",
      panCard: "abcde 1234 f",
    });
    expect([parsed.aadhar, parsed.panCard]).toEqual(["234567890124", "ABCDE1234F"]);
  });

  it("normalises identifiers and treats empty optional fields as not provided", () => {
    const parsed = employeeUpdateSchema.parse({
      referenceId: " emp-12 ",
      name: "Ravi",
      email: "Ravi@Example.COM",
      department: "IT",
      bankName: "HDFC Bank",
      accountNumber: "5010 0012 3456",
      ifscCode: "hdfc0001234",
      phoneNumber: "+91 98765 43210",
      panCard: "",
      fatherName: "  ",
    });
    expect(parsed).toMatchObject({
      referenceId: "EMP-12",
      email: "ravi@example.com",
      accountNumber: "501000123456",
      ifscCode: "HDFC0001234",
      phoneNumber: "9876543210",
      panCard: null,
      fatherName: null,
    });
    // An edit without a status keeps the employee's (the server leaves it as it is); a new one is Active.
    expect(parsed.status).toBeUndefined();
    expect(
      employeeCreateSchema.parse({
        referenceId: "EMP-13",
        name: "Ravi",
        email: "ravi2@example.com",
        department: "IT",
        bankName: "HDFC Bank",
        accountNumber: "501000123456",
        ifscCode: "HDFC0001234",
        password: "Initial-Pass-1",
      }).status,
    ).toBe("Active");
  });

  it("takes what a hire fills in: a number typed with a trunk 0, a job title up to 150 characters", () => {
    const base = {
      referenceId: "EMP-13",
      name: "Sita",
      email: "sita@example.in",
      department: "IT",
      bankName: "HDFC Bank",
      accountNumber: "501000123456",
      ifscCode: "HDFC0001234",
    };
    const title =
      "Senior Software Engineer - Backend Platform (Java, Spring Boot, Kafka, Microservices) for Patna Development Centre, Night Shift";
    expect(title.length).toBeGreaterThan(120);
    const parsed = employeeUpdateSchema.parse({ ...base, phoneNumber: "098765 43210", designation: title });
    expect(parsed).toMatchObject({ phoneNumber: "9876543210", designation: title });
    for (const phoneNumber of ["+91 98765 43210", "91-98765-43210", "9876543210"]) {
      expect(employeeUpdateSchema.parse({ ...base, phoneNumber }).phoneNumber).toBe("9876543210");
    }
    expect(employeeUpdateSchema.safeParse({ ...base, designation: "x".repeat(151) }).success).toBe(false);
    expect(employeeUpdateSchema.safeParse({ ...base, phoneNumber: "0098765432" }).success).toBe(false);
  });

  it("keeps no control characters or direction overrides in a record's text, and takes nothing visible as blank", () => {
    const parsed = employeeUpdateSchema.parse({
      ...required,
      name: "Ravi\u0000 Kumar\u202e",
      department: "Accounts\tPayroll",
      bankName: "State Bank\u0007 of India",
      fatherName: "Mohan\u2066 Prasad",
      designation: "\u200b\u200b",
      postedAt: "Patna\r\nHQ",
    });
    expect(parsed).toMatchObject({
      name: "Ravi Kumar",
      department: "Accounts Payroll",
      bankName: "State Bank of India",
      fatherName: "Mohan Prasad",
      designation: null,
      postedAt: "Patna HQ",
    });
    // A required field of control characters or zero-width spaces alone is missing, in the spec's words.
    expect(
      firstMessage(employeeUpdateSchema.safeParse({ ...required, name: "\u0000\u0001", bankName: "\u200b" })),
    ).toEqual({
      name: "Name is required",
      bankName: "Bank name is required",
    });
    // Once each, empty or not.
    for (const name of ["", "\u0000"]) {
      expect(employeeUpdateSchema.safeParse({ ...required, name }).error?.issues.map((i) => i.message)).toEqual([
        "Name is required",
      ]);
    }
  });

  it("refuses an invalid Aadhaar, a future date of birth and an unknown status", () => {
    const invalid = { aadhar: "123412341234", dateOfBirth: "2999-01-01", status: "Retired" };
    const result = employeeUpdateSchema.safeParse({ ...required, ...invalid });
    expect(Object.keys(firstMessage(result)).sort()).toEqual(["aadhar", "dateOfBirth", "status"]);
  });

  describe("dates", () => {
    afterEach(() => vi.useRealTimers());

    it("refuses a date that is not on the calendar", () => {
      const result = employeeUpdateSchema.safeParse({ ...required, dateOfJoining: "2026-02-30" });
      expect(firstMessage(result)).toEqual({ dateOfJoining: "Please enter a valid date of joining" });
    });

    it("takes today from the Indian clock: just after midnight IST, today is not in the future", () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-03-04T19:00:00Z")); // 00:30 on 5 March in India
      expect(employeeUpdateSchema.safeParse({ ...required, dateOfBirth: "2026-03-05" }).success).toBe(true);
      expect(firstMessage(employeeUpdateSchema.safeParse({ ...required, dateOfBirth: "2026-03-06" }))).toEqual({
        dateOfBirth: "Date cannot be in the future",
      });
    });

    it("refuses a year typed with a slip, a joining date over a year ahead, and joining before birth", () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-12-02T06:00:00Z"));
      const messages = (fields: Record<string, string>) =>
        firstMessage(employeeUpdateSchema.safeParse({ ...required, ...fields }));
      expect(messages({ dateOfBirth: "0100-01-01" })).toEqual({ dateOfBirth: "Please enter a valid date of birth" });
      expect(messages({ dateOfJoining: "9999-12-31" })).toEqual({
        dateOfJoining: "Date of joining cannot be more than a year ahead",
      });
      expect(employeeUpdateSchema.safeParse({ ...required, dateOfJoining: "2027-06-01" }).success).toBe(true);
      // A year ahead is the same date next year, not 366 days (a year and a day without a 29 February).
      expect(employeeUpdateSchema.safeParse({ ...required, dateOfJoining: "2027-12-02" }).success).toBe(true);
      expect(messages({ dateOfJoining: "2027-12-03" })).toEqual({
        dateOfJoining: "Date of joining cannot be more than a year ahead",
      });
      expect(messages({ dateOfBirth: "1990-05-10", dateOfJoining: "1990-05-10" })).toEqual({
        dateOfJoining: "Date of joining must be after the date of birth",
      });
      expect(
        employeeCreateSchema
          .safeParse({
            ...required,
            password: "Initial-Pass-1",
            dateOfBirth: "1990-05-10",
            dateOfJoining: "1985-01-01",
          })
          .error?.issues.map((i) => i.path.join(".")),
      ).toEqual(["dateOfJoining"]);
    });
  });

  it("reads list queries defensively", () => {
    const q = listQueryFromSearchParams(
      new URLSearchParams("page=-3&pageSize=5000&sort=password&status=Gone&q=%20ravi%20"),
    );
    expect(q).toMatchObject({ page: 1, pageSize: 10, sort: "createdAt", status: undefined, q: "ravi" });
  });
});

describe("document upload form", () => {
  const file = () => new File(["%PDF-"], "a.pdf");
  it.each([
    [{ employeeId: "", documentType: "Resume", files: [file()] }, "Please select an employee"],
    [{ employeeId: "e1", documentType: "", files: [file()] }, "Please select a document type"],
    [{ employeeId: "e1", documentType: "Resume", files: [] }, "Please select at least one file"],
    [
      { employeeId: "e1", documentType: "Resume", files: Array.from({ length: 6 }, file) },
      "You can upload a maximum of 5 files at once",
    ],
    // Checked before anything is sent; the server still checks the bytes.
    [
      {
        employeeId: "e1",
        documentType: "Resume",
        files: [file(), Object.defineProperty(new File(["x"], "scan.pdf"), "size", { value: 60 * 1024 * 1024 })],
      },
      "scan.pdf: File is larger than 10 MB",
    ],
    [{ employeeId: "e1", documentType: "Resume", files: [new File([], "blank.png")] }, "blank.png: The file is empty"],
  ])("%# -> %s", (input, message) => {
    const result = documentUploadFormSchema.safeParse(input);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it("keeps the description to one line of visible text", () => {
    const parsed = documentUploadFieldsSchema.parse({
      employeeId: "e1",
      documentType: "Resume",
      description: "Signed\u0000 copy\u202e\n2024",
    });
    expect(parsed.description).toBe("Signed copy 2024");
    expect(
      documentUploadFieldsSchema.parse({ employeeId: "e1", documentType: "Resume", description: "\u200b\u0007" })
        .description,
    ).toBeNull();
  });

  it("leaves the file's type to the server's byte check: a JPEG named .jfif, a PDF with no extension", () => {
    const files = [new File(["x"], "photo.jfif"), new File(["%PDF-"], "scan")];
    expect(documentUploadFormSchema.safeParse({ employeeId: "e1", documentType: "Resume", files }).success).toBe(true);
  });

  it("maps labels to types and words the partial-success message as the spec does", () => {
    expect(parseDocumentType("ID Proof")).toBe("ID_Proof");
    expect(parseDocumentType("salary_slip")).toBe("Salary_Slip");
    expect(parseDocumentType("Passport photo")).toBeNull();
    expect(uploadSummary(2, 1)).toBe("2 document(s) uploaded successfully. 1 file(s) failed to upload.");
  });
});

describe("employeeCreateSchema on input that is not an object", () => {
  // The password refinements run even when other fields fail; a non-object has no fields at all.
  it.each([null, undefined, "text", 42, []])("refuses %j with an issue instead of throwing", (input) => {
    const result = employeeCreateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.length).toBeGreaterThan(0);
  });

  it("still names a missing password alongside other missing fields", () => {
    const messages = firstMessage(employeeCreateSchema.safeParse({ name: "" }));
    expect(messages.password).toBe("Password is required");
  });
});
