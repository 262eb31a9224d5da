import type { useTranslations } from "next-intl";

import { company } from "@/content/company";
import type { NoticeForm } from "@/content/privacy-notices";

export type ConsentTexts = {
  /** "Privacy notice:" before the notice. */
  label: string;
  /** The link to the full policy. */
  readNotice: string;
  notice: string;
  consent: string;
};

/**
 * A form's privacy notice, its consent sentence and their labels, in the translator's language.
 * The footer's newsletter box, on every page, gets them formatted on the server
 * (docs/architecture.md, "Hydration formats nothing with Intl").
 */
export function consentTexts(t: ReturnType<typeof useTranslations<"consent">>, form: NoticeForm): ConsentTexts {
  const values = { company: company.name, email: company.email };
  // i18n-keys: consent.companyApplication.*, consent.contact.*, consent.newsletter.*
  return {
    label: t("label"),
    readNotice: t("readNotice"),
    notice: t(`${form}.notice`, values),
    consent: t(`${form}.consent`, values),
  };
}
