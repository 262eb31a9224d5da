import { describe, expect, it } from "vitest";

import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { errorDictionary, translateError, translateErrors } from "./errors";

describe("error messages in the page's language", () => {
  const dictionary = errorDictionary(
    {
      generic: { required: "{label} is required", tooLong: "{label} must be at most {max} characters" },
      labels: { name: "Full name" },
      plain: "Not found.",
    },
    {
      generic: { required: "{label} भरना ज़रूरी है", tooLong: "{label} अधिकतम {max} अक्षरों का हो सकता है" },
      labels: { name: "पूरा नाम" },
      plain: "नहीं मिला।",
    },
  );

  it("translates a known message by its English text", () => {
    expect(translateError("Not found.", dictionary)).toBe("नहीं मिला।");
  });

  it("fills a template's values, translating a value the catalogue knows (a field's label)", () => {
    expect(translateError("Full name is required", dictionary)).toBe("पूरा नाम भरना ज़रूरी है");
    expect(translateError("Full name must be at most 100 characters", dictionary)).toBe(
      "पूरा नाम अधिकतम 100 अक्षरों का हो सकता है",
    );
    expect(translateError("Pin code is required", dictionary)).toBe("Pin code भरना ज़रूरी है");
  });

  it("leaves an unknown message, and everything on an English page, as it is", () => {
    expect(translateError("Something new", dictionary)).toBe("Something new");
    expect(translateError("Not found.", [])).toBe("Not found.");
    expect(translateErrors({ name: "Full name is required" }, [])).toEqual({ name: "Full name is required" });
  });

  it("writes a date the server wrote in English in the page's language", () => {
    const hindi = errorDictionary(en.errors, hi.errors);
    expect(translateError("The correction window for this job opens on 5 Sept 2026.", hindi, "hi")).toBe(
      "इस नौकरी में सुधार का समय 5 सितंबर 2026 से शुरू होगा।",
    );
    expect(
      translateError("This application was closed without payment: the last date to pay was 30 Nov 2026.", hindi, "hi"),
    ).toBe("यह आवेदन बिना भुगतान के बंद हो गया: भुगतान की आखिरी तारीख 30 नवंबर 2026 थी।");
    // Without the language the date stays as written.
    expect(translateError("The correction window for this job opens on 5 Sept 2026.", hindi)).toBe(
      "इस नौकरी में सुधार का समय 5 Sept 2026 से शुरू होगा।",
    );
  });

  it("translates every field of an API answer's errors", () => {
    expect(translateErrors({ fullName: "Full name is required", x: "Not found." }, dictionary)).toEqual({
      fullName: "पूरा नाम भरना ज़रूरी है",
      x: "नहीं मिला।",
    });
  });

  it("gives one English message one Hindi wording, wherever forms share it", () => {
    const seen = new Map<string, string>();
    for (const [english, hindi] of errorDictionary(en.errors, hi.errors)) {
      expect(seen.get(english) ?? hindi, english).toBe(hindi);
      seen.set(english, hindi);
    }
  });

  it("has a Hindi message for every English one in the real catalogue", () => {
    const real = errorDictionary(en.errors, hi.errors);
    expect(real.length).toBeGreaterThan(10);
    for (const [english, hindi] of real) {
      expect(hindi, english).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe("a dictionary of several templates", () => {
  it("recognises every template, whatever comes before it", () => {
    const dictionary = errorDictionary(
      { a: "{label} is required", b: "{label} must be a JPEG image (.jpg).", c: "{label} is too big" },
      { a: "{label} ज़रूरी है", b: "{label} JPEG फ़ोटो (.jpg) होनी चाहिए।", c: "{label} बहुत बड़ी है" },
    );
    expect(translateError("Photo must be a JPEG image (.jpg).", dictionary)).toBe("Photo JPEG फ़ोटो (.jpg) होनी चाहिए।");
    expect(translateError("Photo is too big", dictionary)).toBe("Photo बहुत बड़ी है");
    expect(translateError("Photo is required", dictionary)).toBe("Photo ज़रूरी है");
  });
});
