import { company } from "@/content/company";

import type { PolicyDocument } from "./types";

export const cancellationPolicy: PolicyDocument = {
  path: "/cancellation-policy",
  title: "Cancellation Policy",
  description: `Notice periods, fees and steps for cancelling ${company.name} projects, subscriptions, consultations and contracts.`,
  dateLabel: "Effective date",
  date: "2025-07-14",
  intro:
    "Plans change. This policy explains how to cancel a service, how much notice we need and what, if anything, a cancellation costs.",
  sections: [
    {
      id: "notice-periods",
      heading: "Notice periods",
      blocks: [
        {
          type: "table",
          caption: "Notice we need before a cancellation takes effect",
          head: ["Service", "Notice required"],
          rows: [
            ["Web development", "48 hours before the next milestone"],
            ["Digital marketing", "7 days"],
            ["Hosting", "30 days before the renewal date"],
            ["Consultation", "24 hours before the session"],
            ["Maintenance plans", "15 days"],
          ],
        },
      ],
    },
    {
      id: "immediate-cancellation",
      heading: "Immediate cancellation",
      blocks: [
        { type: "p", text: "You may cancel immediately, without a fee, in these cases:" },
        {
          type: "ul",
          items: [
            "Hosting that has not been used, within 24 hours of purchase.",
            "Consultations cancelled with 24 hours or more of notice.",
            "Services that have not yet started.",
            "Genuine emergencies, reviewed case by case.",
          ],
        },
      ],
    },
    {
      id: "fees",
      heading: "Cancellation fees",
      blocks: [
        {
          type: "ul",
          items: [
            "Early cancellation of a project: 25% of the project value.",
            "Termination of a service contract: one month's fee.",
            "Short-notice cancellation of a consultation: 50% of the session fee.",
            "Setup costs and third-party costs are non-refundable.",
          ],
        },
      ],
    },
    {
      id: "non-cancellable",
      heading: "What cannot be cancelled",
      blocks: [
        {
          type: "ul",
          items: [
            "Custom work that is more than 75% complete.",
            "Third-party products already ordered on your behalf.",
            "Services already delivered in full.",
          ],
        },
      ],
    },
    {
      id: "handover",
      heading: "Handover after cancellation",
      blocks: [
        {
          type: "p",
          text: "After a cancellation we hand over your files, credentials and documentation within 3-5 business days, once any outstanding dues are settled.",
        },
      ],
    },
    {
      id: "subscriptions",
      heading: "Subscriptions and auto-renewal",
      blocks: [
        {
          type: "ul",
          items: [
            "To stop an automatic renewal, give us 30 days notice before the renewal date.",
            "If a renewal goes through by mistake, you have a 7-day grace period after renewal to cancel for a full refund.",
          ],
        },
      ],
    },
    {
      id: "termination",
      heading: "Terminating a contract",
      blocks: [
        {
          type: "ul",
          items: [
            "Clients may terminate a contract with 30 days written notice.",
            "We may terminate a contract with 15 days notice, or immediately in cases of serious breach such as non-payment or unlawful use.",
          ],
        },
      ],
    },
    {
      id: "how-to-cancel",
      heading: "How to cancel",
      blocks: [
        {
          type: "p",
          text: `E-mail ${company.email} or call ${company.phone} during business hours, 9 AM-6 PM IST, Monday to Saturday. We confirm every cancellation in writing within 1-2 business days.`,
        },
      ],
    },
  ],
};
