import { describe, expect, it } from "vitest";

import {
  EMPLOYMENT_TYPES,
  employmentTypeLabel,
  istEndOfDay,
  jobPostingJsonLd,
  jobPostingScript,
  type JobPostingInput,
} from "@/lib/job-posting/schema";
import { validateJobPosting } from "@/lib/job-posting/validate";

const companyJob: JobPostingInput = {
  id: "seed-cjob-01",
  url: "https://techserve.example/careers/seed-cjob-01",
  title: "Full Stack Developer (React/Node.js)",
  description:
    "Build and maintain web applications for our HR and payroll clients.\n\nYou will:\n- own features end to end\n- review code",
  postedDate: "2026-03-05T09:30:00.000Z",
  validThrough: "2026-05-04T23:59:59+05:30",
  employmentType: "FULL_TIME",
  organisation: "TechServe Solutions",
  location: "Patna, Bihar (Hybrid)",
  salary: "₹6 - 9 LPA",
  experience: "2-4 years",
  identifierName: "TechServe Solutions",
  directApply: true,
  sameAs: "https://techserve.example",
  logo: "https://techserve.example/logo.png",
};

const govJob: JobPostingInput = {
  id: "gjob-42",
  title: "Junior Assistant",
  description: "Clerical work in the commission's offices.\nTyping test in Hindi and English.",
  postedDate: "2026-03-01T04:30:00.000Z",
  validThrough: istEndOfDay("2026-04-15"),
  employmentType: "FULL_TIME",
  organisation: "Uttar Pradesh Subordinate Services Selection Commission",
  location: "Lucknow, Uttar Pradesh",
  salary: "₹25,500 - ₹81,100 (Pay Level 4)",
  experience: "Graduate",
  identifierName: "TechServe Solutions",
  directApply: true,
};

describe("jobPostingJsonLd", () => {
  it("describes a company job in full, with nothing for Google to flag", () => {
    const jsonLd = jobPostingJsonLd(companyJob);
    expect(jsonLd).toStrictEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Full Stack Developer (React/Node.js)",
      description:
        "<p>Build and maintain web applications for our HR and payroll clients.</p>" +
        "<p>You will:</p><ul><li>own features end to end</li><li>review code</li></ul>",
      identifier: { "@type": "PropertyValue", name: "TechServe Solutions", value: "seed-cjob-01" },
      datePosted: "2026-03-05T09:30:00.000Z",
      validThrough: "2026-05-04T23:59:59+05:30",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "TechServe Solutions",
        sameAs: "https://techserve.example",
        logo: "https://techserve.example/logo.png",
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Patna", addressRegion: "Bihar", addressCountry: "IN" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 600_000, maxValue: 900_000, unitText: "YEAR" },
      },
      experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: 24 },
      directApply: true,
      url: "https://techserve.example/careers/seed-cjob-01",
    });
    expect(validateJobPosting(jsonLd)).toEqual({ errors: [], warnings: [] });
  });

  it("describes a government job with its monthly pay scale and IST deadline, with nothing to flag", () => {
    const jsonLd = jobPostingJsonLd(govJob);
    expect(jsonLd).toMatchObject({
      title: "Junior Assistant",
      description: "<p>Clerical work in the commission&#39;s offices.<br>Typing test in Hindi and English.</p>",
      validThrough: "2026-04-15T23:59:59+05:30",
      hiringOrganization: { "@type": "Organization", name: "Uttar Pradesh Subordinate Services Selection Commission" },
      jobLocation: { address: { addressLocality: "Lucknow", addressRegion: "Uttar Pradesh", addressCountry: "IN" } },
      baseSalary: {
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 25_500, maxValue: 81_100, unitText: "MONTH" },
      },
    });
    // "Graduate" names no amount of experience: left out rather than guessed.
    expect(jsonLd).not.toHaveProperty("experienceRequirements");
    expect(validateJobPosting(jsonLd)).toEqual({ errors: [], warnings: [] });
  });

  it("leaves out a salary it cannot read, and that is the only warning", () => {
    const jsonLd = jobPostingJsonLd({ ...govJob, salary: "As per Govt. rules" });
    expect(jsonLd).not.toHaveProperty("baseSalary");
    expect(validateJobPosting(jsonLd)).toEqual({ errors: [], warnings: ["baseSalary is missing"] });
  });

  it("writes a single figure as value, and an 'up to' salary as maxValue only", () => {
    const single = jobPostingJsonLd({ ...govJob, salary: "₹25,000 per month" });
    expect(single.baseSalary).toMatchObject({ value: { value: 25_000, unitText: "MONTH" } });
    const upTo = jobPostingJsonLd({ ...govJob, salary: "Up to ₹40,000 per month" });
    expect(upTo.baseSalary).toStrictEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", maxValue: 40_000, unitText: "MONTH" },
    });
    expect(validateJobPosting(upTo).errors).toEqual([]);
  });

  it("marks a remote job TELECOMMUTE, open to applicants in India, with no office address", () => {
    const jsonLd = jobPostingJsonLd({ ...companyJob, location: "Remote (India)" });
    expect(jsonLd).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });
    expect(jsonLd).not.toHaveProperty("jobLocation");
    expect(validateJobPosting(jsonLd)).toEqual({ errors: [], warnings: [] });
  });

  it("keeps the base city of a remote job", () => {
    const jsonLd = jobPostingJsonLd({ ...companyJob, location: "Remote - Bengaluru" });
    expect(jsonLd).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      jobLocation: { address: { addressLocality: "Bengaluru", addressRegion: "Karnataka", addressCountry: "IN" } },
    });
    expect(validateJobPosting(jsonLd)).toEqual({ errors: [], warnings: [] });
  });

  it("says 'no requirements' for a job open to freshers", () => {
    const jsonLd = jobPostingJsonLd({ ...govJob, experience: "10th pass, freshers eligible" });
    expect(jsonLd.experienceRequirements).toBe("no requirements");
    expect(validateJobPosting(jsonLd).errors).toEqual([]);
  });

  it("publishes an 'All India' job with the country only, and warns that Google cannot place it", () => {
    const jsonLd = jobPostingJsonLd({ ...govJob, location: "All India" });
    expect(jsonLd.jobLocation).toStrictEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressCountry: "IN" },
    });
    expect(validateJobPosting(jsonLd)).toEqual({
      errors: [],
      warnings: ["jobLocation.address.addressLocality is missing", "jobLocation.address.addressRegion is missing"],
    });
  });
});

describe("jobPostingScript", () => {
  const hostile = { ...companyJob, description: "Pay <b>negotiable</b> & more </script><script>alert(1)</script>" };

  it("escapes HTML typed in the description", () => {
    expect(jobPostingJsonLd(hostile).description).toBe(
      "<p>Pay &lt;b&gt;negotiable&lt;/b&gt; &amp; more &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    );
  });

  it("contains no '<', so nothing in it can close the script element, and parses back to the JSON-LD", () => {
    const script = jobPostingScript(hostile);
    expect(script).not.toContain("<");
    expect(script).toContain("\\u003cp>");
    expect(JSON.parse(script)).toStrictEqual(jobPostingJsonLd(hostile));
  });
});

describe("istEndOfDay", () => {
  it("closes a calendar date at 23:59:59 IST", () => {
    expect(istEndOfDay("2026-12-31")).toBe("2026-12-31T23:59:59+05:30");
    // A @db.Date column arrives as UTC midnight of that date.
    expect(istEndOfDay(new Date("2026-04-15T00:00:00Z"))).toBe("2026-04-15T23:59:59+05:30");
  });

  it("reads an instant on the Indian clock", () => {
    // 20:00 UTC on 4 March is 01:30 on 5 March in India.
    expect(istEndOfDay(new Date("2026-03-04T20:00:00Z"))).toBe("2026-03-05T23:59:59+05:30");
  });

  it("refuses what is not a date", () => {
    expect(() => istEndOfDay("2026-02-30")).toThrow(RangeError);
    expect(() => istEndOfDay("31/12/2026")).toThrow(RangeError);
    expect(() => istEndOfDay(new Date("nope"))).toThrow(RangeError);
  });
});

describe("employment types", () => {
  it("lists Google's eight values, each with an English label", () => {
    expect(EMPLOYMENT_TYPES.map((type) => [type, employmentTypeLabel(type)])).toEqual([
      ["FULL_TIME", "Full-time"],
      ["PART_TIME", "Part-time"],
      ["CONTRACTOR", "Contract"],
      ["TEMPORARY", "Temporary"],
      ["INTERN", "Internship"],
      ["VOLUNTEER", "Volunteer"],
      ["PER_DIEM", "Per diem"],
      ["OTHER", "Other"],
    ]);
  });
});
