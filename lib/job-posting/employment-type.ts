// The employment types Google for Jobs accepts (JobPosting.employmentType), with the label a job
// page shows for each (English, and Hindi for the /hi pages). Pure and client-safe.

export const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

const LABELS: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
  VOLUNTEER: "Volunteer",
  PER_DIEM: "Per diem",
  OTHER: "Other",
};

const HINDI_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: "फुल-टाइम",
  PART_TIME: "पार्ट-टाइम",
  CONTRACTOR: "कॉन्ट्रैक्ट",
  TEMPORARY: "अस्थायी",
  INTERN: "इंटर्नशिप",
  VOLUNTEER: "स्वयंसेवा",
  PER_DIEM: "रोज़ाना के हिसाब से",
  OTHER: "अन्य",
};

export function employmentTypeLabel(type: EmploymentType): string {
  return LABELS[type];
}

/** The label in a page's language ("hi" on the Hindi pages); English otherwise. */
export function employmentTypeLabelFor(type: EmploymentType, locale: string = "en"): string {
  return (locale === "hi" ? HINDI_LABELS : LABELS)[type];
}

export function isEmploymentType(value: unknown): value is EmploymentType {
  return typeof value === "string" && (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}
