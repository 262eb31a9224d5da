// What the fee on the government or other jobs board is, said once: the notice beside every fee
// (board cards, job page, form, review), the help desk and the AI instruction all read it here, so
// "we never charge job seekers" and "this job has a fee" cannot drift apart again.
import { company } from "./company";
import { helpDesk } from "./help-desk";

type PageLink = { href: string; label: string };

/** One way to check a fee is genuine; a link, when there is one, follows the text. */
export type VerifyStep = { text: string; link?: PageLink };

const scamWarning = "Anyone asking for money on a call, on WhatsApp or for “guaranteed selection” is a scammer.";

const verify: VerifyStep[] = [
  { text: "The fee is printed on the job's page here and in the recruiting body's official notification." },
  { text: "Pay only on this website's own checkout: never to a personal account, a UPI ID or over a phone call." },
  {
    text: "After paying you get a receipt with your application number, and you can check your application at any time.",
    link: { href: helpDesk.statusPage, label: "Check application status" },
  },
  { text: scamWarning, link: { href: "/contact", label: "Report it to us" } },
];

export const applicationFee = {
  /** The short notice shown beside a fee. */
  notice: `This is the recruiting body's application fee, collected for it through Razorpay. ${company.name} never charges for its own placement.`,
  verifyHeading: "How to verify",
  verify,
  scamWarning,
  /**
   * How to pay a fee that is still pending: the one place that says it, so the status page's own
   * "Pay now" can replace these words without a hunt through the help desk.
   */
  payPending: {
    text: "To pay, open the same job again before its last date and submit the form again with the same Aadhaar number: this updates the same application, with the same application number.",
    link: { href: "/gov-career", label: "Government or other jobs" } as PageLink,
  },
};

/** The verification steps as one plain-text paragraph, each link as its path (for the help desk). */
export function verifyStepsText(): string {
  return verify
    .map((step) => (step.link ? `${step.text} ${step.link.label}: ${step.link.href}.` : step.text))
    .join(" ");
}
