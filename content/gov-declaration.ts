// The declaration and the data-processing consent a government applicant accepts. Each has a
// version: the application stores the version it accepted, with the time, so a later rewording
// never changes what someone agreed to. Change the text, change the version.

export type AcceptedText = { version: string; label: string; text: string };

export const DECLARATION: AcceptedText = {
  version: "2026-11-26",
  label: "Declaration",
  text: "I declare that all the information given in this application is true, complete and correct to the best of my knowledge and belief, and that the photo and signature are my own. I understand that if any of it is found false or incorrect, or if I do not meet the eligibility conditions of the post, my application may be rejected and my candidature cancelled at any stage.",
};

export const CONSENT: AcceptedText = {
  version: "2026-11-26",
  label: "Consent to process personal data",
  text: "I consent to TechServe and the recruiting body processing the personal data in this application (including my Aadhaar and PAN numbers, date of birth, photo and signature) for this application and the recruitment it is for, as described in the privacy notice.",
};

/** Where the privacy notice explains what the government application collects. */
export const GOV_PRIVACY_NOTICE_URL = "/privacy-policy#government-applications";

export const DECLARATION_MESSAGES = {
  declaration: "Please accept the declaration to continue",
  consent: "Please give your consent to the processing of your personal data to continue",
} as const;
