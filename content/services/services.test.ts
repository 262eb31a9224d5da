import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { localizedService, serviceSlugs, services, serviceTexts } from "./index";

const devanagari = /[\u0900-\u097F]/;

describe("services catalogue", () => {
  const hindi = serviceTexts(createTranslator({ locale: "hi", messages: hi, namespace: "services" }));
  const english = serviceTexts(createTranslator({ locale: "en", messages: en, namespace: "services" }));

  it("gives every service a Hindi title, summary and page, with the same number of cards and points", () => {
    expect(hindi.map((s) => s.slug)).toEqual([...serviceSlugs]);
    for (const [i, service] of hindi.entries()) {
      const texts = [
        service.title,
        service.summary,
        service.hero.heading,
        service.hero.button,
        ...service.highlights.flatMap((h) => [h.title, h.text]),
        ...service.whyChoose.points,
        ...service.offer.items.flatMap((item) => [item.title, item.text]),
        service.cta.button,
      ];
      for (const text of texts) expect(text, `${service.slug}: ${text}`).toMatch(devanagari);
      expect(service.highlights).toHaveLength(4);
      expect(service.highlights.map((h) => h.icon)).toEqual(english[i].highlights.map((h) => h.icon));
      expect(service.whyChoose.points).toHaveLength(english[i].whyChoose.points.length);
      expect(service.offer.items).toHaveLength(english[i].offer.items.length);
      expect(Boolean(service.benefits)).toBe(Boolean(english[i].benefits));
    }
  });

  it("reads Hindi titles and summaries from the catalogue by slug", () => {
    const t = createTranslator({ locale: "hi", messages: hi, namespace: "services" });
    const payroll = localizedService(t, "payroll-management");
    expect(payroll.title).toBe("पेरोल मैनेजमेंट");
    expect(payroll.summary).toBe(hi.services.items["payroll-management"].summary);
    expect(t("items.manpower-supply.title")).toBe("मैनपावर सप्लाई");
  });

  it("keeps the English `services` export equal to the English catalogue", () => {
    expect(services).toEqual(english);
    expect(services.map((s) => s.title)).toContain("Staffing & Consultancy");
  });
});
