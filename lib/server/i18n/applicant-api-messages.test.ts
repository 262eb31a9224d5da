import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { translateError } from "@/lib/i18n/errors";

import { errorDictionaryFor } from "./locale";

// What an applicant can be told by the payment and application API, and by the browser's API
// client, reaches a Hindi page through the "errors" catalogue (matched by the English text). This
// reads every sentence those modules write and fails on one the catalogue cannot translate, so a
// new message needs its Hindi before it ships.
const SOURCES = [
  "lib/server/payments/orders.ts",
  "lib/server/payments/verify.ts",
  "lib/server/gov/applications.ts",
  "lib/server/gov/image-rules.ts",
  "lib/server/gov/application-pdf/download.ts",
  "lib/server/gov/call-letter/issue.ts",
  "app/api/gov/applications/route.ts",
  "lib/api-client.ts",
];

// Sentences in those files that never reach an applicant's screen.
const NOT_SHOWN = new Set([
  // Success answers (verify's, the gov form's save): the page shows its own confirmation screen.
  "Payment verified. Your application has been submitted.",
  "Application submitted. No application fee applies to you, so no payment is needed.",
  "Application saved. Please pay the application fee to complete it.",
  // The call letter's issue refusals and confirmation: the staff console's (English).
  "Only an approved application gets a call letter.",
  "Only an application whose fee is paid (or that is exempt from it) gets a call letter.",
  "A correction raised this application's fee: its call letter is issued once the difference is paid.",
  "Enter the exam or interview date, venue and instructions on the job first (Edit Job).",
  "Call letter issued and e-mailed to the applicant.",
  "This job's exam or interview date has passed: enter the new date on the job first (Edit Job).",
]);

/** Every "..." or `...` literal that reads as a sentence, with each ${value} as a sample. */
function sentences(file: string): string[] {
  const source = readFileSync(file, "utf8").replace(/^\s*\/\/.*$/gm, "");
  const found = [...source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) =>
    (m[1] ?? m[2]).replace(/\$\{[^}]*\}/g, "pay_Q1w2e3R4t5Y6u7"),
  );
  return found.filter((text) => /^[A-Z][a-z']* [a-z]/.test(text) && / /.test(text.slice(8)) && !NOT_SHOWN.has(text));
}

describe("what the applicant API and client say, in Hindi", () => {
  const hindi = errorDictionaryFor("hi");
  for (const file of SOURCES) {
    it(`every sentence of ${file} has its Hindi in the catalogue`, () => {
      const untranslated = sentences(file).filter((text) => !/[\u0900-\u097F]/.test(translateError(text, hindi)));
      expect(untranslated).toEqual([]);
    });
  }

  it("reads the sentences it checks (the scan itself works)", () => {
    expect(sentences("lib/server/payments/verify.ts")).toContain(
      "Payment verification failed. The payment could not be confirmed.",
    );
    expect(sentences("lib/server/payments/orders.ts").length).toBeGreaterThanOrEqual(5);
  });
});
