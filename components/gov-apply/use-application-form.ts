"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";

import {
  govApplicationFormSchema,
  type EducationRow,
  type ExperienceRow,
  type GovApplicationInput,
} from "@/lib/validation/gov-applications";
import type { Category } from "@/lib/gov-fees";
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

export function useApplicationForm(jobId: string) {
  return useForm<GovFormValues>({
    // GovFormValues is the schema's input, narrowed (rows as text, not unknown): same shape.
    resolver: zodResolver(govApplicationFormSchema, undefined, { raw: true }) as unknown as Resolver<GovFormValues>,
    defaultValues: {
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
    },
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
