// The help desk's answers about a government or other job application: what to keep ready, what the
// fee is per category, the photo and signature rules, a payment that did not go through, and the
// fee's refund rule. help-topics.ts places them among the other topics (order breaks ties).
import { PHOTO_RULE, ruleText, SIGNATURE_RULE } from "@/lib/validation/gov-images";

import type { Locale } from "@/i18n/routing";

import { applicationFee } from "./application-fee";
import { company } from "./company";
import { topic } from "./help-topic";

const board = { href: "/gov-career", label: "gov-jobs" } as const;

/** The photo and signature rules in the answer's language ("JPEG, 20–50 KB, लगभग 3.5 × 4.5 सेमी..."). */
function rules(locale: Locale) {
  const hindi = (text: string) => text.replace("about", "लगभग").replace(/ cm\b/, " सेमी").replace("pixels", "पिक्सेल");
  const photo = ruleText(PHOTO_RULE);
  const signature = ruleText(SIGNATURE_RULE);
  return locale === "hi"
    ? { photoRule: hindi(photo), signatureRule: hindi(signature) }
    : { photoRule: photo, signatureRule: signature };
}

export const govDocumentsTopic = topic(
  "gov-documents",
  [
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
    "दस्तावेज़",
    "दस्तावेज",
    "कागज़ात",
    "कागजात",
    "सर्टिफ़िकेट",
  ],
  "gov-documents",
  board,
  rules,
);

// The fee topic's words too: with a category named as well, this one outscores it.
export const govFeeCategoriesTopic = topic(
  "gov-fee-categories",
  [
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
    "छूट",
    "दिव्यांग",
    "पूर्व सैनिक",
    "महिला",
  ],
  "gov-fee-categories",
  board,
  () => ({}),
);

export const govPhotoSignatureTopic = topic(
  "gov-photo-signature",
  [
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
    "फ़ोटो",
    "फोटो",
    "हस्ताक्षर",
    "साइज़",
  ],
  "gov-photo-signature",
  board,
  rules,
);

export const govPaymentPendingTopic = topic(
  "gov-payment-pending",
  [
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
    "बाद में",
    "भुगतान फ़ेल",
    "भुगतान फेल",
    "भुगतान नहीं हुआ",
    "फ़ेल",
    // Money taken but the application still unpaid: the answer says not to pay again.
    "deducted",
    "debited",
    "money deducted",
    "kat gaye",
    "kat gaya",
    "कट गए",
    "कट गया",
    "कटे",
    "पैसे कट",
    "भुगतान बाकी",
  ],
  "gov-payment-pending",
  { href: applicationFee.payPending.link.href, label: "gov-jobs" },
  () => ({ payPending: applicationFee.payPending.text }),
);

// The refund topic's words on purpose: a bare refund question ties and stays with the refund
// policy (the earlier topic); naming the application fee or a government job tips it here.
export const govFeeRefundTopic = topic(
  "gov-fee-refund",
  [
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
    // In Devanagari: "शुल्क/फ़ीस वापस" reads as "fee वापस" (lib/chat/offline.ts), the refund
    // policy's "पैसा वापस" too, so naming the application or the form tips a question here.
    "वापस",
    "शुल्क वापस",
    "दो बार",
    "दोबारा भुगतान",
  ],
  "gov-fee-refund",
  { href: "/contact", label: "gov-refund" },
  () => ({ company: company.name }),
);
