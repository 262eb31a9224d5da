import { describe, expect, it } from "vitest";

import { translateError } from "@/lib/i18n/errors";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { GET, generateStaticParams } from "./route";

const texts = async (locale: string) => {
  const res = await GET(new Request(`http://127.0.0.1/${locale}/gov-career/form-texts.v2.json`), {
    params: Promise.resolve({ locale }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return (await res.json()) as { locale: string; messages: Record<string, unknown>; errors: [string, string][] };
};

describe("GET /gov-career/form-texts.v2.json", () => {
  it("is rendered for each language of the site", () => {
    expect(generateStaticParams()).toEqual([{ locale: "en" }, { locale: "hi" }]);
  });

  it("gives the Hindi form and status words, and the Hindi of every validation and API message", async () => {
    const body = await texts("hi");
    expect(body.locale).toBe("hi");
    expect(Object.keys(body.messages).sort()).toEqual(["govForm", "govStatus"]);
    expect(body.messages.govForm).toEqual(hi.govForm);
    expect(body.messages.govStatus).toEqual(hi.govStatus);
    expect(translateError("Name is required", body.errors)).toBe("नाम भरना ज़रूरी है");
  });

  it("gives the English words and no error dictionary (English messages stay as written)", async () => {
    const body = await texts("en");
    expect(body.messages.govForm).toEqual(en.govForm);
    expect(body.errors).toEqual([]);
  });
});
