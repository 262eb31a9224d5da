/**
 * The government form's address rule, the spec's "simple address pattern": any "x@y.z" without
 * spaces. The applicant portal signs in with every address either board's form took (the company
 * form's zod rule is stricter and falls within this one), so nobody who applied is refused a code.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
