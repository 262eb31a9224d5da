/**
 * The hidden field of the public forms (an application, a contact message): people never see or
 * fill it, so a value there means a bot filled in the form. Its name and label are ones no browser
 * or password manager fills in ("website" was, with an identity's web address, and a person's
 * message was dropped without a word).
 */
export const HONEYPOT_FIELD = "contactByFax";
