// @vitest-environment jsdom
// Many applicants fill the government form at a cyber café. A field without an autocomplete token
// is saved by the browser as it is submitted and offered to the next person who types in a field of
// that name: the Aadhaar and PAN of the last applicant were suggested that way. The fields that
// identify a person beyond a name and a contact say autocomplete="off".
import { describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";

import { ApplicationForm } from "./application-form";
import { CorrectionForm, type CorrectionOffer } from "./correction-form";
import { StatusLookup } from "./status-lookup";
import type { PublicGovJob } from "./types";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

// jsdom has no scrolling; the form scrolls its error banner into view.
Element.prototype.scrollIntoView = () => {};

const job: PublicGovJob = {
  id: "gjob-1",
  title: "Clerk",
  company: "District Office",
  location: "Patna, Bihar",
  salary: "₹20,000 per month",
  experience: "Graduate",
  description: "Clerical work.",
  employmentType: "CONTRACTOR",
  feePaise: 300_00,
  fees: { GENERAL: 300_00, OBC: null, EWS: null, SC: 0, ST: 0, pwd: 0, exServiceman: null, women: null },
  deadline: "2099-12-31",
  status: "active",
  isOpen: true,
};

const autocomplete = (id: string) => document.getElementById(id)?.getAttribute("autocomplete");

describe("the government forms on a shared computer", () => {
  it("keep the Aadhaar, PAN, parents' names and second mobile out of the browser's saved entries", () => {
    render(
      <ApplicationForm
        job={job}
        reservation={{ applicationNumber: "GOV-260101-0001", token: "t" }}
        checkout={{ mode: "test", keyId: null }}
        onPaid={() => {}}
        onUnpaid={() => {}}
      />,
    );
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
    const offer: CorrectionOffer = {
      values: {
        name: "Sita Kumari",
        fatherHusbandName: "Ram Prasad",
        motherName: "Gita Devi",
        presentAddress: "Ward 12, Patna",
        maritalStatus: "Single",
        gender: "Female",
        mobile1: "9876543210",
        mobile2: null,
        email: "sita@example.in",
        category: "OBC",
        categoryCertificateNumber: "OBC-1",
        pwd: false,
        exServiceman: false,
      },
      fees: {
        GENERAL: 50_000,
        OBC: 30_000,
        EWS: null,
        SC: 10_000,
        ST: null,
        pwd: null,
        exServiceman: null,
        women: null,
      },
      fee: { paise: 30_000, reason: "OBC (Non-Creamy Layer) category fee" },
      lastDate: "2099-12-31",
    };
    render(
      <CorrectionForm applicationNumber="APP1" dob="1998-04-15" offer={offer} onDone={() => {}} onCancel={() => {}} />,
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
