// The short privacy notice shown beside each public form that takes personal data, and the consent
// its checkbox gives (DPDP Act 2023: notice first, then consent). Each form's notice has a version:
// the stored row records the version it was given under, with the time, so a later rewording never
// changes what someone agreed to. The texts are in the "consent" namespace of the catalogue
// (messages/{en,hi}/consent.json: "consent.<form>.notice" and "consent.<form>.consent", the Hindi a
// translation of the same version). Change a text, in either language, change the version.

export type PrivacyNotice = {
  version: string;
  /** The section of the privacy policy that says more. */
  policyUrl: string;
};

export type NoticeForm = "companyApplication" | "contact" | "newsletter";

export const PRIVACY_NOTICES: Record<NoticeForm, PrivacyNotice> = {
  companyApplication: { version: "2026-12-03", policyUrl: "/privacy-policy#company-applications" },
  contact: { version: "2026-11-26", policyUrl: "/privacy-policy#contact-and-newsletter" },
  newsletter: { version: "2026-11-26", policyUrl: "/privacy-policy#contact-and-newsletter" },
};

/** The checkbox's error, shared by the form and the API (errors.consent.required). */
export const CONSENT_REQUIRED = "Please give your consent to continue";
