import { company } from "@/content/company";

import type { PolicyDocument } from "./types";

export const refundPolicy: PolicyDocument = {
  path: "/refund-policy",
  title: "Refund Policy",
  description: `When and how ${company.name} refunds payments for web development, digital marketing, hosting, consultations and software licences.`,
  dateLabel: "Effective date",
  date: "2025-07-14",
  intro:
    "We want you to be satisfied with every service you buy from us. This policy explains when a refund is possible, what cannot be refunded and how to ask for one.",
  sections: [
    {
      id: "refund-windows",
      heading: "Refund windows",
      blocks: [
        {
          type: "table",
          caption: "Refund requests must reach us within these windows",
          head: ["Service", "Refund window"],
          rows: [
            ["Web development", "Within 7 days of the project start, and before 25% of the work is completed"],
            ["Digital marketing", "Within 14 days of the campaign start"],
            ["Hosting", "Within 30 days of purchase"],
            ["Consultation", "Up to 24 hours before the scheduled session"],
            ["Software licences", "Within 3 days of purchase, if the licence is unused"],
          ],
        },
      ],
    },
    {
      id: "non-refundable",
      heading: "What cannot be refunded",
      blocks: [
        {
          type: "ul",
          items: [
            "Projects that have been completed and accepted.",
            "Custom work that is more than 50% complete.",
            "Third-party products and services bought on your behalf (domains, licences, advertising spend).",
            "Services that have been used extensively.",
            "Requests made after the refund window has closed.",
          ],
        },
      ],
    },
    {
      id: "process",
      heading: "How to request a refund",
      blocks: [
        {
          type: "ol",
          items: [
            `E-mail your request to ${company.email} with your invoice number and the reason.`,
            "We review the request within 2-3 business days and may ask for more information.",
            "You receive an e-mail telling you whether the refund is approved and for how much.",
            "Approved refunds are paid within 7-10 business days to the original payment method.",
          ],
        },
      ],
    },
    {
      id: "partial-refunds",
      heading: "Partial refunds",
      blocks: [
        {
          type: "p",
          text: "Where part of a service has been delivered, we refund the unused portion, less any costs already incurred (such as third-party fees and work completed).",
        },
      ],
    },
    {
      id: "final-decisions",
      heading: "Decisions",
      blocks: [
        {
          type: "p",
          text: "We review every request fairly and explain our reasons. Our decision on a refund request is final.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        {
          type: "p",
          text: `Questions about this policy: ${company.email} or ${company.phone}, ${company.officeHours}.`,
        },
      ],
    },
  ],
};
