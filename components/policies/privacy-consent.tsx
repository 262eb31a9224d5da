import { useTranslations } from "next-intl";

import { consentTexts } from "./consent-texts";
import { type PrivacyConsentProps, PrivacyConsentView } from "./privacy-consent-view";

/**
 * A form's privacy notice and consent checkbox (privacy-consent-view.tsx), in the words of the
 * page's "consent" messages: the page wraps its form in <ClientMessages namespaces={["consent"]}>.
 */
export function PrivacyConsent(props: PrivacyConsentProps) {
  const t = useTranslations("consent");
  return <PrivacyConsentView {...props} texts={consentTexts(t, props.form)} />;
}
