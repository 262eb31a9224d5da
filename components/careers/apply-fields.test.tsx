// @vitest-environment jsdom
// The apply form's inputs hold as much as its schema takes: a phone typed as people type it fits.
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";
import { type ApplicationFormInput, applicationSchema, PHONE_MAX_LENGTH } from "@/lib/validation/applications";

import { ApplyFields, fieldId } from "./apply-fields";

vi.mock("@/i18n/intent-link", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

function Fields() {
  const { register, formState } = useForm<ApplicationFormInput>();
  return (
    <ApplyFields register={register} errors={formState.errors}>
      {null}
    </ApplyFields>
  );
}

describe("the apply form's phone input", () => {
  it("takes '+91 (0) 98765 - 43210' whole, as the schema does", () => {
    render(<Fields />);
    const phone = document.getElementById(fieldId("phone")) as HTMLInputElement;
    const typed = "+91 (0) 98765 - 43210";
    expect(phone.maxLength).toBe(PHONE_MAX_LENGTH);
    expect(phone.maxLength).toBeGreaterThanOrEqual(typed.length);
    const parsed = applicationSchema.shape.phone.safeParse(typed);
    expect(parsed.success).toBe(true);
  });
});
