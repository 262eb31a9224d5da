// The fields of a government application an applicant may correct, apart from the schema (zod) so
// the correction form can order its errors by them without loading the validation module up front.
/**
 * What an applicant may correct in the job's correction window; Aadhaar, PAN, the e-mail address,
 * date of birth and the job may not change. The e-mail is what the applicant portal signs in with
 * (and whose "Download my data" it serves), and a correction only proves number + date of birth.
 */
export const CORRECTABLE_FIELDS = [
  "name",
  "fatherHusbandName",
  "motherName",
  "presentAddress",
  "maritalStatus",
  "gender",
  "mobile1",
  "mobile2",
  "category",
  "categoryCertificateNumber",
  "pwd",
  "exServiceman",
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
