// Search and link-preview metadata speak the page's language: the Hindi pages' preview image and
// default description are Hindi, not the English company line.
import { describe, expect, it } from "vitest";

import { generateMetadata as publicLayoutMetadata } from "@/app/[locale]/(public)/layout";
import { company } from "@/content/company";

import { pageMetadata } from "./seo";

type Image = { alt?: string };
const imageAlt = (images: unknown) => (images as Image[])[0].alt;
const layout = (locale: string) =>
  publicLayoutMetadata({ params: Promise.resolve({ locale }) } as Parameters<typeof publicLayoutMetadata>[0]);

describe("page metadata", () => {
  it("describes the preview image in the page's language", () => {
    const hindi = pageMetadata({ title: "हमारे बारे में", description: "…", path: "/about", locale: "hi" });
    expect(imageAlt(hindi.openGraph?.images)).toBe(`${company.name}: HR आउटसोर्सिंग, मैनपावर सप्लाई, पेरोल और IT सेवाएँ।`);
    const english = pageMetadata({ title: "About", description: "…", path: "/about" });
    expect(imageAlt(english.openGraph?.images)).toBe(
      `${company.name}: HR outsourcing, manpower supply, payroll and IT services.`,
    );
  });

  it("gives a page without a description of its own one in its language", async () => {
    const hindi = await layout("hi");
    expect(hindi.description).toBe(`${company.name}: HR आउटसोर्सिंग, मैनपावर सप्लाई, पेरोल और IT सेवाएँ।`);
    expect(imageAlt(hindi.openGraph?.images)).toBe(hindi.description);
    expect((await layout("en")).description).toBe(
      `${company.name}: HR outsourcing, manpower supply, payroll and IT services.`,
    );
  });
});
