// What the contact form posted before its script ran (POST /api/contact/form) came to: the form's
// page is answered with one of these as its fragment, and the form shows the matching message while
// it is the :target. A module of its own, so the form does not load the schema's module up front.

export const CONTACT_OUTCOMES = {
  sent: "contact-sent",
  incomplete: "contact-incomplete",
  failed: "contact-failed",
} as const;

export type ContactOutcome = keyof typeof CONTACT_OUTCOMES;
