"use client";

import { useState } from "react";

import {
  fieldErrors,
  GOV_MESSAGES,
  govApplicationSchema,
  MAX_TABLE_ROWS,
  photoProblem,
  type EducationRow,
  type ExperienceRow,
} from "@/lib/validation/gov-applications";

// The form's state and its validation with the same zod schema the server uses. Errors are kept
// per field path ("education.0.marks"); the banner shows the first one in form order.

export type PersonalFields = {
  name: string;
  fatherHusbandName: string;
  motherName: string;
  presentAddress: string;
  maritalStatus: string;
  gender: string;
  dob: string;
  mobile1: string;
  mobile2: string;
  panNo: string;
  email: string;
  aadharNo: string;
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

export type Errors = Record<string, string>;

/** Field errors in form order: personal fields, photo, then the tables. */
function ordered(errors: Errors, photo: string | null): Errors {
  const isTable = (key: string) => key.startsWith("education") || key.startsWith("experience");
  const entries = Object.entries(errors);
  return Object.fromEntries([
    ...entries.filter(([k]) => !isTable(k)),
    ...(photo ? [["photo", photo]] : []),
    ...entries.filter(([k]) => isTable(k)),
  ]);
}

export function useApplicationForm(jobId: string) {
  const [values, setValues] = useState<PersonalFields>(emptyPersonal);
  const [education, setEducation] = useState<EducationRow[]>([{ ...blankEducation }]);
  const [experience, setExperience] = useState<ExperienceRow[]>([{ ...blankExperience }]);
  const [photo, setPhoto] = useState<File | null>(null);
  // The browser could not decode the chosen file as an image (its preview failed to load).
  const [photoUnreadable, setPhotoUnreadable] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });

  const setField = (key: keyof PersonalFields, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  };

  const setRow = <Row extends EducationRow | ExperienceRow>(
    table: "education" | "experience",
    index: number,
    key: keyof Row,
    value: string,
  ) => {
    const update = (rows: Row[]) => rows.map((row, i) => (i === index ? { ...row, [key]: value } : row));
    if (table === "education") setEducation((rows) => update(rows as Row[]) as EducationRow[]);
    else setExperience((rows) => update(rows as Row[]) as ExperienceRow[]);
    clearError(`${table}.${index}.${String(key)}`);
  };

  const addRow = (table: "education" | "experience") => {
    if (table === "education")
      setEducation((rows) => (rows.length < MAX_TABLE_ROWS ? [...rows, { ...blankEducation }] : rows));
    else setExperience((rows) => (rows.length < MAX_TABLE_ROWS ? [...rows, { ...blankExperience }] : rows));
  };

  const removeRow = (table: "education" | "experience", index: number) => {
    // Row errors are keyed by index, so they are cleared rather than shifted.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith(`${table}.`))));
    if (table === "education")
      setEducation((rows) => (rows.length > 1 ? rows.filter((_, i) => i !== index) : [{ ...blankEducation }]));
    else setExperience((rows) => (rows.length > 1 ? rows.filter((_, i) => i !== index) : [{ ...blankExperience }]));
  };

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPhotoUnreadable(false);
    const problem = file ? photoProblem(file) : null;
    setErrors((current) => {
      const next = { ...current };
      if (problem) next.photo = problem;
      else delete next.photo;
      return next;
    });
  };

  const markPhotoUnreadable = () => {
    setPhotoUnreadable(true);
    setErrors((current) => ({ ...current, photo: GOV_MESSAGES.photoInvalid }));
  };

  /** Validates everything; returns the errors (also shown), empty when the form may be sent. */
  const validate = (): Errors => {
    const parsed = govApplicationSchema.safeParse({ jobId, ...values, education, experience });
    const photoError = photoProblem(photo) ?? (photoUnreadable ? GOV_MESSAGES.photoInvalid : null);
    const all = ordered(parsed.success ? {} : fieldErrors(parsed.error), photoError);
    setErrors(all);
    return all;
  };

  /** The multipart body for POST /api/gov/applications (null when the photo went missing). */
  const toFormData = (reservation: { applicationNumber: string; token: string }): FormData | null => {
    if (!(photo instanceof File) || photo.size === 0) {
      setErrors((current) => ({ ...current, photo: GOV_MESSAGES.photoMissing }));
      return null;
    }
    const form = new FormData();
    form.set("jobId", jobId);
    form.set("applicationNumber", reservation.applicationNumber);
    form.set("applicationToken", reservation.token);
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    form.set("education", JSON.stringify(education));
    form.set("experience", JSON.stringify(experience));
    form.set("photo", photo, photo.name);
    return form;
  };

  return {
    values,
    education,
    experience,
    photo,
    errors,
    setErrors,
    setField,
    setRow,
    addRow,
    removeRow,
    choosePhoto,
    markPhotoUnreadable,
    validate,
    toFormData,
  };
}

export type ApplicationForm = ReturnType<typeof useApplicationForm>;
