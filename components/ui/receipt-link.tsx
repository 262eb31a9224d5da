import { useTranslations } from "next-intl";

import { Link } from "@/i18n/navigation";

/** The link from a paid application (its confirmation, a status lookup) to its printable receipt. */
export function ReceiptLink({ href, className }: { href: string; className: string }) {
  const t = useTranslations("govStatus");
  return (
    <Link
      href={href}
      className={`rounded-md border border-brand-200 font-medium text-brand-700 hover:bg-brand-50 ${className}`}
    >
      {t("receiptLink")}
    </Link>
  );
}
