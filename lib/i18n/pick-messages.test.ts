import { describe, expect, it } from "vitest";

import { pickMessages } from "./pick-messages";

const catalogue = {
  govBoard: { heading: "Government jobs", card: { apply: "Apply Now" } },
  govForm: {
    name: "Name",
    feeNotice: { notice: "The fee is the recruiting body's", about: "About the fee" },
    categories: { SC: "SC", GENERAL: "UR / General" },
  },
  about: { paragraphs: ["One", "Two"] },
};

describe("pickMessages", () => {
  it("gives whole namespaces, and only the named parts of another", () => {
    expect(pickMessages(catalogue, ["govBoard", "govForm.feeNotice", "govForm.categories"])).toEqual({
      govBoard: catalogue.govBoard,
      govForm: { feeNotice: catalogue.govForm.feeNotice, categories: catalogue.govForm.categories },
    });
  });

  it("gives the whole of a namespace named whole and in part, in either order", () => {
    expect(pickMessages(catalogue, ["govForm.feeNotice", "govForm"])).toEqual({ govForm: catalogue.govForm });
    expect(pickMessages(catalogue, ["govForm", "govForm.feeNotice.about"])).toEqual({ govForm: catalogue.govForm });
  });

  it("leaves out names the catalogue does not have, and does not reach into a text or a list", () => {
    expect(
      pickMessages(catalogue, ["nothing", "govForm.missing", "govForm.name.deeper", "about.paragraphs.0"]),
    ).toEqual({});
  });

  it("does not change the catalogue", () => {
    const before = JSON.stringify(catalogue);
    const picked = pickMessages(catalogue, ["govForm.feeNotice", "govForm.categories"]);
    (picked.govForm as Record<string, unknown>).extra = "x";
    expect(JSON.stringify(catalogue)).toBe(before);
  });
});
