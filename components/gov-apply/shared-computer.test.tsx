// @vitest-environment jsdom
// Many applicants fill the government form at a cyber café. A field without an autocomplete token
// is saved by the browser as it is submitted and offered to the next person who types in a field of
// that name: the Aadhaar and PAN of the last applicant were suggested that way. The fields that
// identify a person beyond a name and a contact say autocomplete="off".
import { describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";

import { CorrectionForm } from "./correction-form";
import { StatusLookup } from "./status-lookup";
import { renderApplicationForm, testCorrectionOffer } from "./test-fixtures";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

// jsdom has no scrolling; the form scrolls its error banner into view.
Element.prototype.scrollIntoView = () => {};

const autocomplete = (id: string) => document.getElementById(id)?.getAttribute("autocomplete");

describe("the government forms on a shared computer", () => {
  it("keep the Aadhaar, PAN, parents' names and second mobile out of the browser's saved entries", () => {
    renderApplicationForm();
    for (const id of ["aadharNo", "panNo", "fatherHusbandName", "motherName", "mobile2"]) {
      expect(autocomplete(id), id).toBe("off");
    }
    // The applicant's own name and contact keep their tokens: the browser's saved profile, which it
    // asks before keeping, fills them.
    expect(autocomplete("name")).toBe("name");
    expect(autocomplete("email")).toBe("email");
  });

  it("keep the application number typed into the status lookup out of them", () => {
    render(<StatusLookup />);
    expect(autocomplete("applicationNumber")).toBe("off");
  });

  it("keep the correction form's parents' names, second mobile and certificate number out of them", () => {
    render(
      <CorrectionForm
        applicationNumber="APP1"
        dob="1998-04-15"
        offer={testCorrectionOffer}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    for (const id of [
      "correction-fatherHusbandName",
      "correction-motherName",
      "correction-mobile2",
      "correction-categoryCertificateNumber",
    ]) {
      expect(autocomplete(id), id).toBe("off");
    }
  });
});
