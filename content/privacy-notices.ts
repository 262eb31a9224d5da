import { company } from "@/content/company";

// The short privacy notice shown beside each public form that takes personal data, and the consent
// its checkbox gives (DPDP Act 2023: notice first, then consent). Each form's notice has a version:
// the stored row records the version it was given under, with the time, so a later rewording never
// changes what someone agreed to. Change the text, change the version.

export type PrivacyNotice = {
  version: string;
  /** What the data is used for, what is kept and for how long. */
  notice: string;
  /** The checkbox's label. */
  consent: string;
  /** The section of the privacy policy that says more. */
  policyUrl: string;
};

export type NoticeForm = "companyApplication" | "contact" | "newsletter";

const rights = `To see or erase what we hold, use the applicant portal at /applicant ("Download my data", "Delete my data") or write to ${company.email}.`;

export const PRIVACY_NOTICES: Record<NoticeForm, PrivacyNotice> = {
  companyApplication: {
    version: "2026-11-26",
    notice: `We use your name, contact details, resume and the links you give only to consider you for this job and contact you about it. We keep your application for 12 months after the job closes, then erase it. ${rights}`,
    consent: `I consent to ${company.name} processing the personal data in this application for this job, as described in the privacy notice.`,
    policyUrl: "/privacy-policy#company-applications",
  },
  contact: {
    version: "2026-11-26",
    notice: `We use your name, e-mail, phone and message only to answer your enquiry. We keep your message for 12 months, then erase it. To see or erase it, write to ${company.email}.`,
    consent: `I consent to ${company.name} processing these details to answer my enquiry, as described in the privacy notice.`,
    policyUrl: "/privacy-policy#contact-and-newsletter",
  },
  newsletter: {
    version: "2026-11-26",
    notice: `We use your e-mail address only to send our newsletter, until you unsubscribe (every mail has a one-click unsubscribe link). To see or erase it, write to ${company.email}.`,
    consent: "I agree to receive the newsletter at this address.",
    policyUrl: "/privacy-policy#contact-and-newsletter",
  },
};

/** The checkbox's error, shared by the form and the API (errors.consent). */
export const CONSENT_REQUIRED = "Please give your consent to continue";
