// @vitest-environment jsdom
// The application detail's cover letter: loading, none sent, and a detail that failed to load,
// which must not read as if the candidate sent none.
import { describe, expect, it } from "vitest";

import { consoleApplication } from "@/lib/testing/console-application";
import { render } from "@/lib/testing/render";

import { DetailFields } from "./application-detail-parts";

const application = consoleApplication({ email: "asha@example.in" });

function coverLetter(value: string | null | undefined, loading: boolean) {
  const { container } = render(<DetailFields application={application} coverLetter={value} loading={loading} />);
  const terms = [...container.querySelectorAll("dt")];
  return terms.find((dt) => dt.textContent === "Cover Letter")!.nextElementSibling!.textContent;
}

describe("the application detail's cover letter", () => {
  it("says it is loading, shows the letter, or N/A when none was sent", () => {
    expect(coverLetter(undefined, true)).toBe("Loading...");
    expect(coverLetter("I have five years of experience.", false)).toBe("I have five years of experience.");
    expect(coverLetter(null, false)).toBe("N/A");
  });

  it("says it could not be loaded when the detail failed, not that there is none", () => {
    expect(coverLetter(undefined, false)).toBe("Could not be loaded");
  });
});
