"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";

import {
  govApplicationFormSchema,
  type EducationRow,
  type ExperienceRow,
  type GovApplicationInput,
  MAX_TABLE_ROWS,
} from "@/lib/validation/gov-applications";
import { CATEGORIES, type Category } from "@/lib/gov-fees";
import type { ImageChoice } from "@/lib/validation/gov-images";

// The form's state in react-hook-form, checked by the API's schema plus the photo and signature.
// The values are sent as typed (raw): the server parses them with the same schema.

export type PersonalFields = {
  name: string;
  fatherHusbandName: string;
  motherName: string;
  presentAddress: string;
  maritalStatus: GovApplicationInput["maritalStatus"];
  gender: GovApplicationInput["gender"];
  dob: string;
  mobile1: string;
  mobile2: string;
  panNo: string;
  email: string;
  aadharNo: string;
};

/** Category and concessions: the fee depends on them. Yes/no answers are "true"/"false" as sent. */
export type ClaimFields = {
  category: Category | "";
  categoryCertificateNumber: string;
  pwd: "true" | "false";
  exServiceman: "true" | "false";
};

export type GovFormValues = PersonalFields &
  ClaimFields & {
    jobId: string;
    education: EducationRow[];
    experience: ExperienceRow[];
    photo: ImageChoice | null;
    signature: ImageChoice | null;
    /** The optional scan of the category certificate, uploaded as it is. */
    categoryCertificate: File | null;
    declaration: boolean;
    consent: boolean;
  };

const emptyClaims: ClaimFields = { category: "", categoryCertificateNumber: "", pwd: "false", exServiceman: "false" };

const emptyPersonal: PersonalFields = {
  name: "",
  fatherHusbandName: "",
  motherName: "",
  presentAddress: "",
  maritalStatus: "Single",
  gender: "Male",
  dob: "",
  mobile1: "",
  mobile2: "",
  panNo: "",
  email: "",
  aadharNo: "",
};
export const blankEducation: EducationRow = { qualification: "", board: "", institution: "", marks: "", year: "" };
export const blankExperience: ExperienceRow = { company: "", post: "", from: "", to: "" };

/** Fields in form order: the banner shows the first problem and that field gets focus. */
export const FIELD_ORDER = [
  ...Object.keys(emptyPersonal),
  ...Object.keys(emptyClaims),
  "categoryCertificate",
  "photo",
  "signature",
  "education",
  "experience",
  "declaration",
  "consent",
];

/** A field's element id: "education.0.marks" is #education-0-marks. */
export const elementId = (path: string) => path.replaceAll(".", "-");

/** A new form for the job: nothing typed, one empty row in each table. */
export function blankValues(jobId: string): GovFormValues {
  return {
    ...emptyPersonal,
    ...emptyClaims,
    jobId,
    education: [{ ...blankEducation }],
    experience: [{ ...blankExperience }],
    photo: null,
    signature: null,
    categoryCertificate: null,
    declaration: false,
    consent: false,
  };
}

/**
 * What the tab keeps of a form not yet sent (lib/form-draft.ts): the typed answers, but no file,
 * no declaration (ticked again, knowingly) and neither the Aadhaar nor the PAN number, which are
 * not written to the browser's storage (the server keeps them encrypted, and the applicant types
 * them again).
 */
export type GovDraft = Omit<PersonalFields, "aadharNo" | "panNo"> &
  ClaimFields & { education: EducationRow[]; experience: ExperienceRow[] };

const KEPT_TEXT = [
  "name",
  "fatherHusbandName",
  "motherName",
  "presentAddress",
  "dob",
  "mobile1",
  "mobile2",
  "email",
] as const;
const MARITAL = ["Single", "Married", "Divorced", "Widowed"] as const;
const GENDER = ["Male", "Female", "Other"] as const;

/** What to keep of the form's values: null while nothing is answered. */
export function draftToKeep(values: GovFormValues): GovDraft | null {
  const draft = draftOf(values);
  return valuesFromDraft(draft, values.jobId) ? draft : null;
}

export function draftOf(values: GovFormValues): GovDraft {
  const draft = { ...emptyClaims } as GovDraft;
  for (const key of KEPT_TEXT) draft[key] = values[key];
  draft.maritalStatus = values.maritalStatus;
  draft.gender = values.gender;
  draft.category = values.category;
  draft.categoryCertificateNumber = values.categoryCertificateNumber;
  draft.pwd = values.pwd;
  draft.exServiceman = values.exServiceman;
  draft.education = values.education.map((row) => ({ ...row }));
  draft.experience = values.experience.map((row) => ({ ...row }));
  return draft;
}

const isText = (value: unknown, max = 1000): value is string => typeof value === "string" && value.length <= max;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

function rowsFrom<Row extends Record<string, string>>(raw: unknown, blank: Row): Row[] | null {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_TABLE_ROWS) return null;
  return raw.map((item: unknown) => {
    const row = { ...blank };
    const source = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    for (const key of Object.keys(blank) as (keyof Row)[]) {
      const value = source[key as string];
      if (isText(value, 200)) row[key] = value as Row[keyof Row];
    }
    return row;
  });
}

/**
 * The form's values from a stored draft, checked field by field (storage is the browser's: a value
 * of the wrong shape is left at its default). Null when the draft holds no answer at all.
 */
export function valuesFromDraft(raw: unknown, jobId: string): GovFormValues | null {
  if (typeof raw !== "object" || raw === null) return null;
  const draft = raw as Record<string, unknown>;
  const values = blankValues(jobId);
  for (const key of KEPT_TEXT) if (isText(draft[key])) values[key] = draft[key];
  if (oneOf(MARITAL, draft.maritalStatus)) values.maritalStatus = draft.maritalStatus;
  if (oneOf(GENDER, draft.gender)) values.gender = draft.gender;
  if (oneOf(CATEGORIES, draft.category)) values.category = draft.category;
  if (isText(draft.categoryCertificateNumber, 100)) values.categoryCertificateNumber = draft.categoryCertificateNumber;
  if (oneOf(["true", "false"] as const, draft.pwd)) values.pwd = draft.pwd;
  if (oneOf(["true", "false"] as const, draft.exServiceman)) values.exServiceman = draft.exServiceman;
  values.education = rowsFrom(draft.education, blankEducation) ?? values.education;
  values.experience = rowsFrom(draft.experience, blankExperience) ?? values.experience;
  const blank = blankValues(jobId);
  const answered =
    KEPT_TEXT.some((key) => values[key].trim() !== "") ||
    (["maritalStatus", "gender", "category", "pwd", "exServiceman"] as const).some(
      (key) => values[key] !== blank[key],
    ) ||
    values.categoryCertificateNumber.trim() !== "" ||
    [...values.education, ...values.experience].some((row) => Object.values(row).some((v) => v.trim() !== ""));
  return answered ? values : null;
}

/** The form's state, starting from `restored` (a draft brought back) or blank. */
export function useApplicationForm(jobId: string, restored?: GovFormValues | null) {
  return useForm<GovFormValues>({
    // GovFormValues is the schema's input, narrowed (rows as text, not unknown): same shape.
    resolver: zodResolver(govApplicationFormSchema, undefined, { raw: true }) as unknown as Resolver<GovFormValues>,
    defaultValues: restored ?? blankValues(jobId),
    // The form focuses the first problem itself, without scrolling: the banner is scrolled into view.
    shouldFocusError: false,
  });
}

/** The multipart body for POST /api/gov/applications (null when the photo or signature went missing). */
export function toFormData(
  values: GovFormValues,
  reservation: { applicationNumber: string; token: string },
): FormData | null {
  const photo = values.photo?.file;
  const signature = values.signature?.file;
  const present = (file: unknown): file is File => file instanceof File && file.size > 0;
  if (!present(photo) || !present(signature)) return null;
  const form = new FormData();
  form.set("applicationNumber", reservation.applicationNumber);
  form.set("applicationToken", reservation.token);
  for (const key of Object.keys(emptyPersonal) as (keyof PersonalFields)[]) form.set(key, values[key]);
  for (const key of Object.keys(emptyClaims) as (keyof ClaimFields)[]) form.set(key, values[key]);
  form.set("jobId", values.jobId);
  form.set("education", JSON.stringify(values.education));
  form.set("experience", JSON.stringify(values.experience));
  form.set("declaration", String(values.declaration));
  form.set("consent", String(values.consent));
  form.set("photo", photo, photo.name);
  form.set("signature", signature, signature.name);
  // Only for a reserved category: a file chosen and then hidden by a switch to General is not sent
  // (the server would check it, and refuse the form for a field the applicant can no longer see).
  if (values.category !== "GENERAL" && present(values.categoryCertificate)) {
    form.set("categoryCertificate", values.categoryCertificate, values.categoryCertificate.name);
  }
  return form;
}
