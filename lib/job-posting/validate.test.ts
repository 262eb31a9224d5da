import { describe, expect, it } from "vitest";

import { jobPostingJsonLd } from "@/lib/job-posting/schema";
import { validateJobPosting } from "@/lib/job-posting/validate";

// A posting the tests can break on purpose, one property at a time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Job = Record<string, any>;

const valid = (): Job =>
  jobPostingJsonLd({
    id: "gjob-42",
    title: "Junior Assistant",
    description: "Clerical work in the commission's offices.",
    postedDate: "2026-03-01T04:30:00.000Z",
    validThrough: "2026-04-15T23:59:59+05:30",
    employmentType: "FULL_TIME",
    organisation: "Uttar Pradesh Subordinate Services Selection Commission",
    location: "Lucknow, Uttar Pradesh",
    salary: "₹25,500 - ₹81,100 (Pay Level 4)",
    identifierName: "TechServe Solutions",
    directApply: true,
  });

describe("validateJobPosting", () => {
  it("passes a complete posting", () => {
    expect(validateJobPosting(valid())).toEqual({ errors: [], warnings: [] });
  });

  it.each<[string, (job: Job) => void, string]>([
    ["no @type", (job) => delete job["@type"], "@type must be JobPosting"],
    ["no @context", (job) => delete job["@context"], "@context must be https://schema.org/"],
    ["no title", (job) => delete job.title, "title is missing"],
    ["a blank title", (job) => (job.title = "  "), "title is missing"],
    ["no description", (job) => delete job.description, "description is missing"],
    ["an empty description", (job) => (job.description = ""), "description is missing"],
    [
      "a description that repeats the title",
      (job) => (job.description = "<p>Junior Assistant</p>"),
      "description is the same as the title",
    ],
    ["no datePosted", (job) => delete job.datePosted, "datePosted is missing"],
    [
      "a datePosted that is not ISO 8601",
      (job) => (job.datePosted = "01/03/2026"),
      'datePosted is not an ISO 8601 date: "01/03/2026"',
    ],
    [
      "a datePosted on no calendar day",
      (job) => (job.datePosted = "2026-02-30"),
      'datePosted is not an ISO 8601 date: "2026-02-30"',
    ],
    [
      "a validThrough that is not ISO 8601",
      (job) => (job.validThrough = "15 April"),
      'validThrough is not an ISO 8601 date: "15 April"',
    ],
    [
      "a validThrough before datePosted",
      (job) => (job.validThrough = "2026-02-28T23:59:59+05:30"),
      "validThrough is not after datePosted",
    ],
    ["no hiringOrganization", (job) => delete job.hiringOrganization, "hiringOrganization is missing"],
    [
      "a hiringOrganization without a name",
      (job) => (job.hiringOrganization.name = ""),
      "hiringOrganization.name is missing",
    ],
    [
      "no jobLocation",
      (job) => delete job.jobLocation,
      "jobLocation is missing (required unless jobLocationType is TELECOMMUTE with applicantLocationRequirements)",
    ],
    [
      "TELECOMMUTE with neither jobLocation nor applicantLocationRequirements",
      (job) => {
        delete job.jobLocation;
        job.jobLocationType = "TELECOMMUTE";
      },
      "jobLocation is missing (required unless jobLocationType is TELECOMMUTE with applicantLocationRequirements)",
    ],
    ["a jobLocation without an address", (job) => delete job.jobLocation.address, "jobLocation.address is missing"],
    [
      "an address without a country",
      (job) => delete job.jobLocation.address.addressCountry,
      "jobLocation.address.addressCountry is missing",
    ],
    [
      "a jobLocationType other than TELECOMMUTE",
      (job) => (job.jobLocationType = "REMOTE"),
      "jobLocationType must be TELECOMMUTE",
    ],
    [
      "an employmentType Google does not know",
      (job) => (job.employmentType = "PERMANENT"),
      "employmentType must be one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER",
    ],
    [
      "a salary in no currency code",
      (job) => (job.baseSalary.currency = "Rs"),
      "baseSalary.currency must be an ISO 4217 code such as INR",
    ],
    [
      "a salary with no amount",
      (job) => (job.baseSalary.value = { "@type": "QuantitativeValue", unitText: "MONTH" }),
      "baseSalary.value needs value, minValue or maxValue",
    ],
    ["a salary of zero", (job) => (job.baseSalary.value.minValue = 0), "baseSalary amounts must be positive numbers"],
    [
      "a reversed salary range",
      (job) => (job.baseSalary.value.minValue = 90_000),
      "baseSalary.value.minValue is above maxValue",
    ],
    [
      "a salary per fortnight",
      (job) => (job.baseSalary.value.unitText = "FORTNIGHT"),
      "baseSalary.value.unitText must be HOUR, DAY, WEEK, MONTH or YEAR",
    ],
    ["a salary that is a bare number", (job) => (job.baseSalary = 25_000), "baseSalary must be a MonetaryAmount"],
    ["directApply as text", (job) => (job.directApply = "yes"), "directApply must be true or false"],
    [
      "experienceRequirements as free text",
      (job) => (job.experienceRequirements = "2 years"),
      'experienceRequirements must be "no requirements" or OccupationalExperienceRequirements with monthsOfExperience',
    ],
  ])("flags %s", (_, breakIt, error) => {
    const job = valid();
    breakIt(job);
    expect(validateJobPosting(job).errors).toEqual([error]);
  });

  it.each(["validThrough", "employmentType", "baseSalary", "identifier", "directApply"])(
    "warns, without an error, when the recommended %s is missing",
    (property) => {
      const job = valid();
      delete job[property];
      expect(validateJobPosting(job)).toEqual({ errors: [], warnings: [`${property} is missing`] });
    },
  );

  it("warns when a remote job with an office does not say where applicants may live", () => {
    const job = valid();
    job.jobLocationType = "TELECOMMUTE";
    expect(validateJobPosting(job)).toEqual({ errors: [], warnings: ["applicantLocationRequirements is missing"] });
  });

  it("accepts a date-only datePosted and a list of employment types", () => {
    const job = valid();
    job.datePosted = "2026-03-01";
    job.employmentType = ["FULL_TIME", "CONTRACTOR"];
    expect(validateJobPosting(job)).toEqual({ errors: [], warnings: [] });
  });

  it("rejects what is not an object", () => {
    expect(validateJobPosting(null).errors).toEqual(["JobPosting is not an object"]);
  });
});
