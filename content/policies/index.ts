export { cancellationPolicy } from "./cancellation";
export { privacyPolicy } from "./privacy";
export { refundPolicy } from "./refund";
export { termsAndConditions } from "./terms";
export { formatPolicyDate, type PolicyDocument } from "./types";
