// The open government job with a category fee table that the board's and the form's component tests
// share (no component imported here, so a card's test loads only the card).
import type { PublicGovJob } from "./types";

export const testGovJob: PublicGovJob = {
  id: "gjob-1",
  title: "Data Entry Operator",
  company: "District Collectorate, Patna",
  location: "Patna, Bihar",
  salary: "₹18,000 per month",
  experience: "Graduate",
  description: "Data entry for the district office.",
  employmentType: "CONTRACTOR",
  feePaise: 500_00,
  fees: { GENERAL: 500_00, OBC: null, EWS: null, SC: 0, ST: 0, pwd: 0, exServiceman: null, women: 250_00 },
  deadline: "2099-12-31",
  status: "active",
  isOpen: true,
};
