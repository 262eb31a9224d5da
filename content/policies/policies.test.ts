// The policy documents' text is the "policies" namespace of the catalogue; content/policies keeps
// their paths, dates and section order. The Hindi translation must have the same shape as the
// English: the same documents and sections, block for block, the same table rows and list items,
// and only placeholders the page knows how to fill.
import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { company } from "@/content/company";
import { PRIVACY_NOTICES } from "@/content/privacy-notices";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import {
  cancellationPolicy,
  fillPolicyText,
  formatPolicyDate,
  policyValues,
  privacyPolicy,
  refundPolicy,
  termsAndConditions,
  type PolicyBlock,
  type PolicyText,
} from "./index";

const documents = [privacyPolicy, termsAndConditions, refundPolicy, cancellationPolicy];
const english = en.policies as unknown as Record<string, PolicyText>;
const hindi = hi.policies as unknown as Record<string, PolicyText>;

/** A block's shape without its words: its type and how many items, rows or cells it has. */
function shape(block: PolicyBlock) {
  switch (block.type) {
    case "p":
      return { type: "p" };
    case "ul":
    case "ol":
      return { type: block.type, items: block.items.length };
    case "table":
      return { type: "table", head: block.head.length, rows: block.rows.map((row) => row.length) };
  }
}

function texts(block: PolicyBlock): string[] {
  switch (block.type) {
    case "p":
      return [block.text];
    case "ul":
    case "ol":
      return block.items;
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat()];
  }
}

function allTexts(doc: PolicyText): string[] {
  return [
    doc.title,
    doc.description,
    doc.intro,
    ...Object.values(doc.sections).flatMap((s) => [s.heading, ...s.blocks.flatMap(texts)]),
  ];
}

describe("policy catalogue", () => {
  it("has the same documents and common labels in English and Hindi", () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(english).sort()).toEqual(["cancellation", "common", "privacy", "refund", "terms"]);
    expect(Object.keys(hi.policies.common).sort()).toEqual(Object.keys(en.policies.common).sort());
  });

  it.each(documents.map((d) => [d.key, d] as const))(
    "%s: Hindi has the sections of English, block for block",
    (key, doc) => {
      const [enDoc, hiDoc] = [english[key], hindi[key]];
      // Every section the page lists is in both catalogues, and nothing else is.
      expect(Object.keys(enDoc.sections).sort()).toEqual([...doc.sections].sort());
      expect(Object.keys(hiDoc.sections).sort()).toEqual([...doc.sections].sort());
      for (const id of doc.sections) {
        expect(hiDoc.sections[id].blocks.map(shape), `${key}.${id}`).toEqual(enDoc.sections[id].blocks.map(shape));
        expect(hiDoc.sections[id].heading.trim()).not.toBe("");
      }
    },
  );

  it.each(documents.map((d) => [d.key] as const))("%s: every text is filled in, and Hindi is Hindi", (key) => {
    for (const doc of [english[key], hindi[key]]) {
      for (const text of allTexts(doc)) {
        expect(text.trim()).not.toBe("");
        expect(fillPolicyText(text)).not.toMatch(/\{\w+\}/);
      }
    }
    expect(hindi[key].title).toMatch(/[\u0900-\u097F]/);
    // Section headings are translated, not copied (legal names like Razorpay stay inside the prose).
    for (const id of Object.keys(english[key].sections))
      expect(hindi[key].sections[id].heading).not.toBe(english[key].sections[id].heading);
  });

  it("keeps the company's e-mail, address and the law's name in the Hindi privacy policy", () => {
    const text = allTexts(hindi.privacy)
      .map((t) => fillPolicyText(t))
      .join("\n");
    expect(text).toContain(company.email);
    expect(text).toContain(company.address);
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    expect(text).toContain("Razorpay");
  });

  it("reads the English text exactly as the pages showed it before the catalogue", () => {
    expect(
      fillPolicyText(
        english.privacy.sections.contact.blocks[0].type === "p" ? english.privacy.sections.contact.blocks[0].text : "",
      ),
    ).toBe(
      `For privacy questions or requests, write to ${company.email} or to ${company.legalName}, ${company.address}.`,
    );
    expect(fillPolicyText(english.privacy.intro)).toMatch(
      /^TechServe Solutions Pvt\. Ltd\. \("we", "us"\) is a company based in Patna, Bihar, India\./,
    );
    expect(
      fillPolicyText(
        english.refund.sections.contact.blocks[0].type === "p" ? english.refund.sections.contact.blocks[0].text : "",
      ),
    ).toBe(`Questions about this policy: ${company.email} or ${company.phone}, ${company.officeHours}.`);
    expect(english.terms.title).toBe("Terms and Conditions");
  });

  it("dates the privacy policy's last change: its text (English and Hindi) is the one it had that day", () => {
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([english.privacy, hindi.privacy]))
      .digest("hex")
      .slice(0, 16);
    // Changed the privacy policy's text? Set privacyPolicy.updated to the day, and this fingerprint.
    expect({ updated: privacyPolicy.updated, fingerprint }).toEqual({
      updated: "2026-12-06",
      fingerprint: "faec2e961f040a20",
    });
    // Never older than a form's notice pointing into it, nor than the date it took effect.
    for (const { version } of Object.values(PRIVACY_NOTICES)) expect(privacyPolicy.updated! >= version).toBe(true);
    expect(privacyPolicy.updated! > privacyPolicy.date).toBe(true);
  });

  it("fills only the placeholders it knows", () => {
    expect(fillPolicyText("{email} / {unknown}")).toBe(`${policyValues.email} / {unknown}`);
  });
});

describe("formatPolicyDate", () => {
  it("writes the date in the page's language", () => {
    expect(formatPolicyDate("2025-07-14")).toBe("July 14, 2025");
    expect(formatPolicyDate("2025-07-14", "hi")).toBe("14 जुलाई 2025");
  });
});
