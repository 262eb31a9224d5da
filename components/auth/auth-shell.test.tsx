// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { company } from "@/content/company";
import { render } from "@/lib/testing/render";

import { AuthShell } from "./auth-shell";

describe("AuthShell", () => {
  it("closes the copyright line with one full stop after the legal name's own", () => {
    const { container } = render(
      <AuthShell title="Sign in">
        <p>form</p>
      </AuthShell>,
      { intl: false },
    );
    const footer = container.querySelector("footer")?.textContent ?? "";
    expect(company.legalName.endsWith(".")).toBe(true);
    expect(footer).toBe(`© ${new Date().getFullYear()} ${company.legalName} All rights reserved.`);
    expect(footer).not.toContain("..");
    expect(container.querySelector("h1")?.textContent).toBe("Sign in");
  });
});
