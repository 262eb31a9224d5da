// What the government application's component tests share: the form rendered for the open job of
// ./test-job, and a correction offer (a paid applicant's answers and the job's fees).
import { render } from "@/lib/testing/render";

import { ApplicationForm } from "./application-form";
import type { CorrectionOffer } from "./correction-form";
import { testGovJob } from "./test-job";

/** The application form for `testGovJob`, its number reserved, in test mode. */
export function renderApplicationForm(locale: "en" | "hi" = "en") {
  return render(
    <ApplicationForm
      job={testGovJob}
      reservation={{ applicationNumber: "GOV-260101-0001", token: "t" }}
      checkout={{ mode: "test", keyId: null }}
      onPaid={() => {}}
      onUnpaid={() => {}}
    />,
    { locale },
  );
}

export const testCorrectionOffer: CorrectionOffer = {
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
  fees: { GENERAL: 50_000, OBC: 30_000, EWS: null, SC: 10_000, ST: null, pwd: null, exServiceman: null, women: null },
  fee: { paise: 30_000, reason: "OBC (Non-Creamy Layer) category fee" },
  lastDate: "2099-12-31",
};
