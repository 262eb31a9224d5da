// Employee records: one schema for the admin's form (react-hook-form) and the API (multipart or JSON).
// Messages for required fields are the spec's, verbatim (staff-area section 5).
import { z } from "zod";

import "@/lib/validation/zod-config";

import { addMonths, isCalendarDate, istDateKey, istToday, toDateOnly } from "@/lib/dates";
import type { EmployeeStatus } from "@/lib/generated/prisma/enums";
import { asciiDigits, checkAadhaar, isValidIfsc, isValidMobile, isValidPan, mobileDigits } from "@/lib/validation/ids";
import { PASSWORD_MAX_LENGTH, passwordRule } from "@/lib/validation/passwords";
import { cleanText } from "@/lib/validation/text";
import { hasVisibleText } from "@/lib/validation/visible";

export const EMPLOYEE_STATUSES = ["Active", "Inactive", "Pending"] as const satisfies readonly EmployeeStatus[];

/** The status badge's colours, the same in the admin console and on the employee's own dashboard. */
export const employeeStatusClasses: Record<EmployeeStatus, string> = {
  Active: "bg-green-100 text-green-800 ring-1 ring-inset ring-green-600/20",
  Inactive: "bg-slate-100 text-slate-700 ring-1 ring-inset ring-slate-500/20",
  Pending: "bg-amber-100 text-amber-800 ring-1 ring-inset ring-amber-600/20",
};

/** Profile pictures: any common image type, decided by the bytes on the server. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_TOO_LARGE = "Profile picture must be 5 MB or smaller";
export const PROFILE_PHOTO_NOT_IMAGE = "Profile picture must be an image (JPG, PNG, GIF or WebP)";
export const PROFILE_PHOTO_TOO_MANY_PIXELS = "Profile picture is too large: it must be at most 50 megapixels";

// Without control characters and direction overrides (lib/validation/visible.ts), as every other
// form's text: a record's name or bank is shown in the consoles, on the employee's own page and in
// mails, where a NUL or a right-to-left override after a name would garble the line. A field of
// nothing but invisible characters is blank.
const required = (message: string, max = 120) =>
  cleanText(false, { error: message })
    .max(max, `Must be at most ${max} characters`)
    // Empty included: one "... is required", not two.
    .refine(hasVisibleText, message);

/** An optional text field: empty (or nothing visible) means "not provided" (stored as null). */
const optionalText = (max = 120) =>
  cleanText()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v && hasVisibleText(v) ? v : null));

const optionalChecked = (check: (v: string) => boolean, message: string, normalize: (v: string) => string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? normalize(v) : null))
    .refine((v) => v === null || check(v), message);

export const EMPLOYEE_DATE_MESSAGES = {
  future: "Date cannot be in the future",
  joiningAhead: "Date of joining cannot be more than a year ahead",
  joiningBeforeBirth: "Date of joining must be after the date of birth",
} as const;

/** A year typed with a slip (0100, 9999) is not a date anyone was born or joined on. */
const EARLIEST = "1900-01-01";

const optionalDate = (message: string, latest: "today" | "a year ahead") =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || (isCalendarDate(v) && v >= EARLIEST), message)
    // "Today" is India's date: a joining date entered just after midnight IST is not in the future.
    .refine((v) => v === null || latest !== "today" || v <= istDateKey(), EMPLOYEE_DATE_MESSAGES.future)
    .refine(
      (v) => v === null || latest !== "a year ahead" || v <= toDateOnly(addMonths(istToday(), 12)),
      EMPLOYEE_DATE_MESSAGES.joiningAhead,
    );

/** Born before joining, when both dates are given (checked once every field is valid). */
const datesInOrder: [
  (v: { dateOfBirth?: string | null; dateOfJoining?: string | null }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => !(v.dateOfBirth && v.dateOfJoining && v.dateOfJoining <= v.dateOfBirth),
  { path: ["dateOfJoining"], message: EMPLOYEE_DATE_MESSAGES.joiningBeforeBirth },
];

export const employeeFields = {
  referenceId: required("Reference ID is required", 32)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "Reference ID may contain only letters, numbers, hyphens and underscores")
    .transform((v) => v.toUpperCase()),
  name: required("Name is required"),
  email: required("Email is required", 254)
    .pipe(z.email("Please enter a valid email address"))
    .transform((v) => v.toLowerCase()),
  department: required("Department is required", 80),
  bankName: required("Bank name is required", 120),
  accountNumber: required("Account number is required", 40)
    .transform((v) => v.replace(/[\s\-\u2010-\u2015]/g, ""))
    .pipe(z.string().regex(/^\d{9,18}$/, "Account number must be 9 to 18 digits")),
  ifscCode: required("IFSC code is required", 20)
    .transform((v) => v.toUpperCase())
    .refine(isValidIfsc, "Please enter a valid IFSC code (e.g. SBIN0001234)"),
  fatherName: optionalText(),
  dateOfBirth: optionalDate("Please enter a valid date of birth", "today"),
  aadhar: z
    .string()
    .trim()
    .optional()
    // As the government form takes it: spaced or dashed, or in Devanagari digits.
    .transform((v) => (v ? asciiDigits(v).replace(/[\s\-\u2010-\u2015]/g, "") : null))
    .superRefine(checkAadhaar),
  panCard: optionalChecked(isValidPan, "Please enter a valid PAN (e.g. ABCDE1234F)", (v) =>
    v.replace(/\s/g, "").toUpperCase(),
  ),
  phoneNumber: optionalChecked(isValidMobile, "Please enter a valid 10-digit mobile number", mobileDigits),
  empId: optionalText(40),
  dateOfJoining: optionalDate("Please enter a valid date of joining", "a year ahead"),
  // As long as a job title may be: a hire's designation is the job's title (lib/server/careers/hire.ts).
  designation: optionalText(150),
  postedAt: optionalText(),
  experience: optionalText(60),
  status: z.enum(EMPLOYEE_STATUSES, { error: "Please select a valid status" }).default("Active"),
};

/** The message of an edit made over a record someone else has changed since the form was opened. */
export const EMPLOYEE_CHANGED_MEANWHILE =
  "Someone else changed this employee while you were editing. Close the form and open it again to see their changes.";

export const employeeUpdateSchema = z
  .object({
    ...employeeFields,
    // Left out, the status stays as it is (it is not reset to Active); so does the account number,
    // which the record comes back with masked (sent empty, it is still required).
    status: z.enum(EMPLOYEE_STATUSES, { error: "Please select a valid status" }).optional(),
    accountNumber: employeeFields.accountNumber.optional(),
    /** The record's updatedAt when the form was opened: a later change by someone else answers 409. */
    updatedAt: z.iso.datetime({ error: "Invalid version" }).optional(),
  })
  .refine(...datesInOrder);
/** How a new employee gets a password: typed by the admin, or set by them through an e-mailed link. */
export const PASSWORD_SETUPS = ["password", "invite"] as const;
export type PasswordSetup = (typeof PASSWORD_SETUPS)[number];

type PasswordChoice = { passwordSetup?: unknown; password?: unknown };
const typesPassword = (v: PasswordChoice) => v.passwordSetup !== "invite";
const filled = (v: PasswordChoice) => typeof v.password === "string" && v.password.length > 0;
// Checked whatever else is wrong with the form (`when`), so every missing field shows at once; but
// only on an object (anything else has already failed, and has no fields to check).
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

export const employeeCreateSchema = z
  .object({
    ...employeeFields,
    passwordSetup: z.enum(PASSWORD_SETUPS, { error: "Please choose how the password is set" }).default("password"),
    /** Ignored when passwordSetup is "invite". */
    password: z
      .string({ error: "Password is required" })
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .optional(),
  })
  .refine((v) => !typesPassword(v) || filled(v), { ...always, path: ["password"], message: "Password is required" })
  .refine((v) => !typesPassword(v) || !filled(v) || passwordRule.safeParse(v.password).success, {
    ...always,
    path: ["password"],
    message: "Password must be at least 8 characters",
  })
  // An Inactive account cannot use a password link: the mail would carry one that says "expired".
  .refine((v) => v.passwordSetup !== "invite" || v.status !== "Inactive", {
    ...always,
    path: ["passwordSetup"],
    message:
      "An Inactive employee cannot sign in, so the link would not work: type a password instead, or choose another status",
  })
  .refine(...datesInOrder);

export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;
export type EmployeeCreate = z.output<typeof employeeCreateSchema>;
export type EmployeeUpdateInput = z.input<typeof employeeUpdateSchema>;
export type EmployeeUpdate = z.output<typeof employeeUpdateSchema>;

export const EMPLOYEE_SORTS = ["name", "referenceId", "department", "status", "dateOfJoining", "createdAt"] as const;
export const EMPLOYEE_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /api/employees and the CSV export: search, filters, sort and page. */
export const employeeListQuerySchema = z.object({
  q: z.string().trim().normalize("NFC").max(100).optional().default(""),
  status: z.enum(EMPLOYEE_STATUSES).optional().catch(undefined),
  department: z.string().trim().max(80).optional().catch(undefined),
  sort: z.enum(EMPLOYEE_SORTS).catch("createdAt").default("createdAt"),
  order: z.enum(["asc", "desc"]).catch("desc").default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(10).default(10),
});

export type EmployeeListQuery = z.output<typeof employeeListQuerySchema>;

export function listQueryFromSearchParams(params: URLSearchParams): EmployeeListQuery {
  const raw: Record<string, string> = {};
  for (const key of ["q", "status", "department", "sort", "order", "page", "pageSize"]) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  return employeeListQuerySchema.parse(raw);
}
