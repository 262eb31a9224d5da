import type { FieldErrors } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { firstError, showServerErrors } from "./form-errors";

describe("showServerErrors", () => {
  it("puts the form's fields' errors on them in form order, focusing only the first, and skips unknown keys", () => {
    const setError = vi.fn();
    const shown = showServerErrors(
      setError,
      { "education.1.year": "Year is required", email: "Please enter a valid email address", _: "x", token: "y" },
      ["name", "email", "education"],
    );
    expect(shown).toEqual(["email", "education.1.year"]);
    expect(setError.mock.calls).toEqual([
      ["email", { type: "server", message: "Please enter a valid email address" }, { shouldFocus: true }],
      ["education.1.year", { type: "server", message: "Year is required" }, { shouldFocus: false }],
    ]);
  });

  it("does nothing without errors", () => {
    const setError = vi.fn();
    expect(showServerErrors(setError, undefined, ["name"])).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe("firstError", () => {
  it("finds the first message in form order, nested rows included", () => {
    const errors = {
      education: [undefined, { marks: { type: "custom", message: "Marks must be a percentage between 0 and 100" } }],
      photo: { type: "custom", message: "Passport size photo is required" },
    } as unknown as FieldErrors;
    expect(firstError(errors, ["name", "photo", "education"])).toEqual({
      path: "photo",
      message: "Passport size photo is required",
    });
    expect(firstError({ education: errors.education }, ["photo", "education"])).toEqual({
      path: "education.1.marks",
      message: "Marks must be a percentage between 0 and 100",
    });
    expect(firstError({}, ["name"])).toBeNull();
  });
});
