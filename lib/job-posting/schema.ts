import { istDateKey, isCalendarDate } from "@/lib/dates";

import { plainTextToHtml } from "./description";
import type { EmploymentType } from "./employment-type";
import { parseExperienceMonths } from "./experience";
import { parseIndianLocation } from "./location";
import { parseSalary } from "./salary";

// A job as we store it -> schema.org JobPosting JSON-LD as Google for Jobs reads it
// (developers.google.com/search/docs/appearance/structured-data/job-posting). Pure and client-safe:
// server components put jobPostingScript() in a <script type="application/ld+json">.
// What cannot be parsed is left out rather than guessed: no baseSalary for "As per norms", no
// experienceRequirements for "Graduate", no locality for "All India".

export { EMPLOYMENT_TYPES, employmentTypeLabel, isEmploymentType, type EmploymentType } from "./employment-type";

export type JobPostingInput = {
  id: string;
  /** Absolute canonical URL of the job page, when known. */
  url?: string;
  title: string;
  /** Plain text; may contain newlines and "- " bullet lines. */
  description: string;
  /** ISO timestamp. */
  postedDate: string;
  /** ISO timestamp with offset, e.g. istEndOfDay(deadline). */
  validThrough: string;
  employmentType: EmploymentType;
  /** The hiring organisation's name. */
  organisation: string;
  /** Free text, read with parseIndianLocation. */
  location: string;
  /** Free text, read with parseSalary. */
  salary: string;
  /** Free text, e.g. "2-4 years", "Fresher". */
  experience?: string;
  /** Our company's name: identifier.name. */
  identifierName: string;
  directApply: boolean;
  /** The hiring organisation's website and logo URL. */
  sameAs?: string;
  logo?: string;
};

/** Google's text value for a job open to people without experience. */
export const NO_REQUIREMENTS = "no requirements";

/** The last second of a calendar date in India: "2026-12-31T23:59:59+05:30". */
export function istEndOfDay(date: Date | string): string {
  if (typeof date === "string" && !isCalendarDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  if (date instanceof Date && Number.isNaN(date.getTime())) throw new RangeError("Invalid Date");
  // A calendar date is UTC midnight (05:30 IST, same day); an instant is read on the Indian clock.
  const day = typeof date === "string" ? date : istDateKey(date);
  return `${day}T23:59:59+05:30`;
}

export function jobPostingJsonLd(input: JobPostingInput): Record<string, unknown> {
  const place = parseIndianLocation(input.location);
  const salary = parseSalary(input.salary);
  const months = input.experience ? parseExperienceMonths(input.experience) : null;
  const hasPlace = !place.remote || place.addressLocality !== undefined || place.addressRegion !== undefined;

  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: input.title.trim(),
    description: plainTextToHtml(input.description),
    identifier: { "@type": "PropertyValue", name: input.identifierName, value: input.id },
    datePosted: input.postedDate,
    validThrough: input.validThrough,
    employmentType: input.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: input.organisation.trim(),
      ...(input.sameAs && { sameAs: input.sameAs }),
      ...(input.logo && { logo: input.logo }),
    },
    ...(hasPlace && {
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          ...(place.addressLocality && { addressLocality: place.addressLocality }),
          ...(place.addressRegion && { addressRegion: place.addressRegion }),
          addressCountry: place.addressCountry,
        },
      },
    }),
    ...(place.remote && {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    }),
    ...(salary && {
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: salary.currency,
        value: {
          "@type": "QuantitativeValue",
          ...(salary.minValue !== undefined && salary.minValue === salary.maxValue
            ? { value: salary.minValue }
            : {
                ...(salary.minValue !== undefined && { minValue: salary.minValue }),
                ...(salary.maxValue !== undefined && { maxValue: salary.maxValue }),
              }),
          unitText: salary.unitText,
        },
      },
    }),
    ...(months !== null && {
      experienceRequirements:
        months === 0 ? NO_REQUIREMENTS : { "@type": "OccupationalExperienceRequirements", monthsOfExperience: months },
    }),
    directApply: input.directApply,
    ...(input.url && { url: input.url }),
  };
}

/** The JSON-LD as text for a <script type="application/ld+json">: "<" is escaped so "</script>" cannot end it. */
export function jobPostingScript(input: JobPostingInput): string {
  return JSON.stringify(jobPostingJsonLd(input)).replace(/</g, "\\u003c");
}
