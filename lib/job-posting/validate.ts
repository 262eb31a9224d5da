import { isCalendarDate } from "@/lib/dates";

import { isEmploymentType } from "./employment-type";

// Checks JobPosting JSON-LD against Google for Jobs' documented properties. errors: a required
// property is missing or malformed, so Google would not show the job. warnings: a recommended
// property is missing, so the job shows with less detail. streetAddress and postalCode are not
// checked: we do not collect them. Pure and client-safe; page tests run it on rendered JSON-LD.

export type JobPostingProblems = { errors: string[]; warnings: string[] };

type Json = Record<string, unknown>;

const SALARY_UNITS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"];
const ISO_8601 = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** Milliseconds since the epoch for an ISO 8601 date or date-time, or null when it is not one. */
function isoTime(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = ISO_8601.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function validateJobPosting(data: unknown): JobPostingProblems {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isObject(data)) return { errors: ["JobPosting is not an object"], warnings };

  if (typeof data["@context"] !== "string" || !data["@context"].includes("schema.org")) {
    errors.push("@context must be https://schema.org/");
  }
  if (data["@type"] !== "JobPosting") errors.push("@type must be JobPosting");
  if (!isText(data.title)) errors.push("title is missing");
  if (!isText(data.description)) errors.push("description is missing");
  else if (isText(data.title) && plain(data.description) === plain(data.title)) {
    errors.push("description is the same as the title");
  }

  checkDates(data, errors, warnings);
  checkOrganization(data.hiringOrganization, errors);
  checkLocation(data, errors, warnings);

  if (data.employmentType === undefined) warnings.push("employmentType is missing");
  else if (!asList(data.employmentType).every(isEmploymentType)) {
    errors.push(
      `employmentType must be one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER`,
    );
  }

  if (data.baseSalary === undefined) warnings.push("baseSalary is missing");
  else errors.push(...salaryProblems(data.baseSalary));

  if (data.identifier === undefined) warnings.push("identifier is missing");
  else if (!isObject(data.identifier) || !isText(String(data.identifier.value ?? ""))) {
    errors.push("identifier must be a PropertyValue with a value");
  }

  if (data.directApply === undefined) warnings.push("directApply is missing");
  else if (typeof data.directApply !== "boolean") errors.push("directApply must be true or false");

  const experience = data.experienceRequirements;
  if (
    experience !== undefined &&
    experience !== "no requirements" &&
    !(
      isObject(experience) &&
      experience["@type"] === "OccupationalExperienceRequirements" &&
      typeof experience.monthsOfExperience === "number" &&
      experience.monthsOfExperience >= 0
    )
  ) {
    errors.push(
      'experienceRequirements must be "no requirements" or OccupationalExperienceRequirements with monthsOfExperience',
    );
  }

  return { errors, warnings };
}

function checkDates(data: Json, errors: string[], warnings: string[]) {
  const posted = isoTime(data.datePosted);
  if (data.datePosted === undefined) errors.push("datePosted is missing");
  else if (posted === null) errors.push(`datePosted is not an ISO 8601 date: ${JSON.stringify(data.datePosted)}`);

  if (data.validThrough === undefined) {
    warnings.push("validThrough is missing");
    return;
  }
  const validThrough = isoTime(data.validThrough);
  if (validThrough === null) {
    errors.push(`validThrough is not an ISO 8601 date: ${JSON.stringify(data.validThrough)}`);
  } else if (posted !== null && validThrough <= posted) {
    errors.push("validThrough is not after datePosted");
  }
}

function checkOrganization(organization: unknown, errors: string[]) {
  if (!isObject(organization)) errors.push("hiringOrganization is missing");
  else if (!isText(organization.name)) errors.push("hiringOrganization.name is missing");
  else if (organization["@type"] !== undefined && organization["@type"] !== "Organization") {
    errors.push("hiringOrganization must be an Organization");
  }
}

function checkLocation(data: Json, errors: string[], warnings: string[]) {
  const telecommute = data.jobLocationType === "TELECOMMUTE";
  const applicantArea = data.applicantLocationRequirements;
  if (data.jobLocationType !== undefined && !telecommute) errors.push("jobLocationType must be TELECOMMUTE");
  if (applicantArea !== undefined && !asList(applicantArea).every((area) => isObject(area) && isText(area.name))) {
    errors.push("applicantLocationRequirements must name a country or region");
  }

  if (data.jobLocation === undefined) {
    if (!telecommute || applicantArea === undefined) {
      errors.push(
        "jobLocation is missing (required unless jobLocationType is TELECOMMUTE with applicantLocationRequirements)",
      );
    }
    return;
  }
  if (telecommute && applicantArea === undefined) warnings.push("applicantLocationRequirements is missing");
  for (const place of asList(data.jobLocation)) {
    const address = isObject(place) ? place.address : undefined;
    if (!isObject(address)) {
      errors.push("jobLocation.address is missing");
    } else if (!isText(address.addressCountry)) {
      errors.push("jobLocation.address.addressCountry is missing");
    } else {
      if (!isText(address.addressLocality)) warnings.push("jobLocation.address.addressLocality is missing");
      if (!isText(address.addressRegion)) warnings.push("jobLocation.address.addressRegion is missing");
    }
  }
}

function salaryProblems(salary: unknown): string[] {
  if (!isObject(salary) || salary["@type"] !== "MonetaryAmount") return ["baseSalary must be a MonetaryAmount"];
  const problems: string[] = [];
  if (typeof salary.currency !== "string" || !/^[A-Z]{3}$/.test(salary.currency)) {
    problems.push("baseSalary.currency must be an ISO 4217 code such as INR");
  }
  const value = salary.value;
  if (!isObject(value) || value["@type"] !== "QuantitativeValue") {
    return [...problems, "baseSalary.value must be a QuantitativeValue"];
  }
  const amounts = [value.value, value.minValue, value.maxValue].filter((amount) => amount !== undefined);
  if (amounts.length === 0) problems.push("baseSalary.value needs value, minValue or maxValue");
  if (!amounts.every((amount) => typeof amount === "number" && Number.isFinite(amount) && amount > 0)) {
    problems.push("baseSalary amounts must be positive numbers");
  } else if (
    typeof value.minValue === "number" &&
    typeof value.maxValue === "number" &&
    value.minValue > value.maxValue
  ) {
    problems.push("baseSalary.value.minValue is above maxValue");
  }
  if (typeof value.unitText !== "string" || !SALARY_UNITS.includes(value.unitText)) {
    problems.push("baseSalary.value.unitText must be HOUR, DAY, WEEK, MONTH or YEAR");
  }
  return problems;
}
