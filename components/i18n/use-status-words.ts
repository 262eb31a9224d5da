import { useLocale, useTranslations } from "next-intl";

import { formatIstDate } from "@/lib/dates";
import {
  companyStatusKey,
  feeReasonKey,
  govHistoryKey,
  govPortalStatusKey,
  govStatusKey,
  reasonParts,
} from "@/lib/gov-status-words";

/**
 * The server's English words about an application (its status, a history row, the fee's reason, a
 * decision's reason) in the page's language, from their keys. What the server sends stays the
 * fallback, and whatever someone typed (a staff note) stays as typed. Works in server components
 * (sync) and client components alike; the client needs the "govStatus" namespace.
 */
export function useStatusWords() {
  const t = useTranslations("govStatus");
  const locale = useLocale();
  return {
    /** The status page's and the receipt's status (statusLabel). */
    status(status: string, paymentStatus: string, fallback: string): string {
      const key = govStatusKey(status, paymentStatus);
      return key ? t(`status.${key}`) : fallback;
    },
    /** The portal's status of a government application (withdrawn and cancelled say so). */
    portalStatus(status: string, paymentStatus: string, fallback: string): string {
      const key = govPortalStatusKey(status, paymentStatus);
      return key ? t(`status.${key}`) : fallback;
    },
    /** A government application's history row (govHistoryLabel). */
    history(status: string, fallback: string): string {
      const key = govHistoryKey(status);
      return key ? t(`status.${key}`) : fallback;
    },
    /** Why a fee applies ("SC category fee"). */
    feeReason(reason: string): string {
      const key = feeReasonKey(reason);
      return key ? t(`feeReasons.${key}`) : reason;
    },
    /** A rejection's or cancellation's reason, or the expiry's. */
    reason(reason: string): string {
      const parts = reasonParts(reason);
      if (!parts) return reason;
      if (parts.kind === "expired") return t("reasons.expired", { date: formatIstDate(parts.date, locale) });
      if (parts.kind === "reopened") return t("reasons.reopened", { date: formatIstDate(parts.date, locale) });
      const label = t(`reasons.${parts.key}`);
      return parts.note ? `${label}: ${parts.note}` : label;
    },
  };
}

/** A company application's status or history row in the page's language (the portal's "portal" namespace). */
export function useCompanyStatusWords() {
  const t = useTranslations("portal");
  return (status: string, fallback: string): string => {
    const key = companyStatusKey(status);
    return key ? t(`companyStatus.${key}`) : fallback;
  };
}
