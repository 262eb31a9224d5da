export { cancellationPolicy } from "./cancellation";
export { privacyPolicy } from "./privacy";
export { refundPolicy } from "./refund";
export { termsAndConditions } from "./terms";
export {
  formatPolicyDate,
  type PolicyBlock,
  type PolicyDocument,
  type PolicyKey,
  type PolicySectionText,
  type PolicyText,
} from "./types";
export { fillPolicyText, policyValues } from "./values";
