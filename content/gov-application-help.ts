// The help desk's answers about a government or other job application: what to keep ready, what the
// fee is per category, the photo and signature rules, a payment that did not go through, and the
// fee's refund rule. help-topics.ts places them among the other topics (order breaks ties).
import { PHOTO_RULE, ruleText, SIGNATURE_RULE } from "@/lib/validation/gov-images";

import { applicationFee } from "./application-fee";
import { company } from "./company";
import type { HelpTopic } from "./help-topics";

const board = { href: "/gov-career", label: "Government or other jobs" };

export const govDocumentsTopic: HelpTopic = {
  id: "gov-documents",
  keywords: [
    "document",
    "what document",
    "documents needed",
    "documents required",
    "required document",
    "papers",
    "category certificate",
    "certificate number",
    "caste certificate",
    "kagaz",
    "kagzat",
    "dastavej",
    "what do i need to apply",
    "keep ready",
  ],
  answer: `For a government or other job application, keep ready: a recent passport-size photo and your signature as JPEG images; your Aadhaar number and PAN; your education details (qualification, board or university, institution, marks and year); your work experience, if any; the certificate number of your category certificate if you apply as OBC-NCL, EWS, SC or ST; and your PwD or ex-serviceman certificate if you claim either. Photo: ${ruleText(PHOTO_RULE)}. Signature: ${ruleText(SIGNATURE_RULE)}. The form crops and compresses a phone picture to fit.`,
  link: board,
};

export const govFeeCategoriesTopic: HelpTopic = {
  id: "gov-fee-categories",
  // The fee topic's words too: with a category named as well, this one outscores it.
  keywords: [
    "fee",
    "application fee",
    "category",
    "category wise",
    "categories",
    "exemption",
    "exempt",
    "concession",
    "discount",
    "reserved",
    "general category",
    "obc",
    "ncl",
    "ews",
    "sc",
    "st",
    "pwd",
    "pwd candidate",
    "sc candidate",
    "st candidate",
    "obc candidate",
    "ews candidate",
    "divyang",
    "handicapped",
    "disabled",
    "ex serviceman",
    "ex servicemen",
    "fee for women",
    "women candidate",
    "female candidate",
    "free for",
    "chhoot",
    "chhut",
    "chut",
  ],
  answer:
    "Each government or other job sets its own application fee per category: UR/General, OBC-NCL, EWS, SC and ST, with concessions for PwD (Divyang) candidates, ex-servicemen and women. Where more than one applies, the lowest fee is charged. You don't enter the amount: it is worked out on our server from your answers in the form. When your fee comes to ₹0, no payment is taken and your application is submitted as exempt. The job's page shows its fee table.",
  link: board,
};

export const govPhotoSignatureTopic: HelpTopic = {
  id: "gov-photo-signature",
  keywords: [
    "photo",
    "photograph",
    "passport photo",
    "picture",
    "signature",
    "sign",
    "photo size",
    "image size",
    "kb",
    "jpeg",
    "jpg",
    "pixel",
    "resize",
    "compress",
    "crop",
    "upload photo",
    "upload signature",
  ],
  answer: `Photo: ${ruleText(PHOTO_RULE)}. Signature: ${ruleText(SIGNATURE_RULE)}. You can pick a picture straight from your phone: the form crops, rotates and compresses it to these rules automatically.`,
  link: board,
};

export const govPaymentPendingTopic: HelpTopic = {
  id: "gov-payment-pending",
  keywords: [
    "pay later",
    "fee later",
    "later",
    "payment failed",
    "payment fail",
    "failed",
    "fail",
    "transaction failed",
    "payment pending",
    "pending",
    "not paid",
    "unpaid",
    "closed the payment",
    "pay again",
    "retry",
    "complete payment",
    "complete my payment",
    "baad me",
    "baad mein",
  ],
  answer: `Your application is saved with its application number before you pay. If you close the payment window or the payment fails, nothing is charged and the application stays "payment pending". ${applicationFee.payPending.text}`,
  link: applicationFee.payPending.link,
};

export const govFeeRefundTopic: HelpTopic = {
  id: "gov-fee-refund",
  // The refund topic's words on purpose: a bare refund question ties and stays with the refund
  // policy (the earlier topic); naming the application fee or a government job tips it here.
  keywords: [
    "refund",
    "wapas",
    "vapas",
    "refunded",
    "refundable",
    "application fee",
    "exam fee",
    "form fee",
    "government",
    "paid twice",
    "twice",
    "double payment",
    "duplicate payment",
    "charged twice",
    "wrong payment",
    "extra payment",
  ],
  answer: `A government or other job's application fee is the recruiting body's fee: once your application is submitted, it is not refundable. The one exception is a duplicate or erroneous payment for the same application, which is refunded to the original payment method, typically within 5–7 working days. To ask for it, write to us through the contact page with your application number. Our refund policy (/refund-policy) is a different one: it covers only the paid IT services of ${company.name}.`,
  link: { href: "/contact", label: "Ask for a refund" },
};
