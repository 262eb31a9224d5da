import type { useTranslations } from "next-intl";

import { company } from "@/content/company";
import type { NoticeForm } from "@/content/privacy-notices";

export type ConsentTexts = { notice: string; consent: string };

/**
 * A form's privacy notice and consent sentence, in the translator's language. The footer's
 * newsletter box, on every page, gets them formatted on the server (docs/architecture.md,
 * "Hydration formats nothing with Intl").
 */
export function consentTexts(t: ReturnType<typeof useTranslations<"consent">>, form: NoticeForm): ConsentTexts {
  const values = { company: company.name, email: company.email };
  // i18n-keys: consent.companyApplication.*, consent.contact.*, consent.newsletter.*
  return { notice: t(`${form}.notice`, values), consent: t(`${form}.consent`, values) };
}
