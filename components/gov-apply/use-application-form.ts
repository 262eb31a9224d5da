"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";

import {
  govApplicationFormSchema,
  type EducationRow,
  type ExperienceRow,
  type GovApplicationInput,
  type PhotoChoice,
} from "@/lib/validation/gov-applications";

// The form's state in react-hook-form, checked by the API's schema plus the photo. The values are
// sent as typed (raw): the server parses them with the same schema.

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

export type GovFormValues = PersonalFields & {
  jobId: string;
  education: EducationRow[];
  experience: ExperienceRow[];
  photo: PhotoChoice;
};

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
export const FIELD_ORDER = [...Object.keys(emptyPersonal), "photo", "education", "experience"];

/** A field's element id: "education.0.marks" is #education-0-marks. */
export const elementId = (path: string) => path.replaceAll(".", "-");

export function useApplicationForm(jobId: string) {
  return useForm<GovFormValues>({
    // GovFormValues is the schema's input, narrowed (rows as text, not unknown): same shape.
    resolver: zodResolver(govApplicationFormSchema, undefined, { raw: true }) as Resolver<GovFormValues>,
    defaultValues: {
      ...emptyPersonal,
      jobId,
      education: [{ ...blankEducation }],
      experience: [{ ...blankExperience }],
      photo: null,
    },
    // The form focuses the first problem itself, without scrolling: the banner is scrolled into view.
    shouldFocusError: false,
  });
}

/** The multipart body for POST /api/gov/applications (null when the photo went missing). */
export function toFormData(
  values: GovFormValues,
  reservation: { applicationNumber: string; token: string },
): FormData | null {
  const photo = values.photo?.file;
  if (!(photo instanceof File) || photo.size === 0) return null;
  const form = new FormData();
  form.set("applicationNumber", reservation.applicationNumber);
  form.set("applicationToken", reservation.token);
  for (const key of Object.keys(emptyPersonal) as (keyof PersonalFields)[]) form.set(key, values[key]);
  form.set("jobId", values.jobId);
  form.set("education", JSON.stringify(values.education));
  form.set("experience", JSON.stringify(values.experience));
  form.set("photo", photo, photo.name);
  return form;
}
