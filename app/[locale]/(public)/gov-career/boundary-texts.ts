import type { useTranslations } from "next-intl";

/**
 * The words of the gov-career segment's error and loading boundaries, formatted on the server by
 * its layout in the page's language (components/i18n/boundary-texts.tsx).
 */
export function govBoundaryTexts(t: ReturnType<typeof useTranslations<"govBoard">>) {
  return {
    heading: t("heading"),
    loadError: t("loadError.message"),
    retry: t("loadError.retry"),
    receiptErrorHeading: t("receiptError.heading"),
    receiptErrorMessage: t("receiptError.message"),
    loadingReceipt: t("loadingReceipt"),
  };
}

export type GovBoundaryText = keyof ReturnType<typeof govBoundaryTexts>;
