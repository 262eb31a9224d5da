import { useTranslations } from "next-intl";

import { CATEGORY_LABELS, CONCESSION_LABELS, feeTableRows, type FeeTable } from "@/lib/gov-fees";
import { formatRupees } from "@/lib/money";

// A row's label (lib/gov-fees writes it in English) -> its key in the catalogue.
// i18n-keys: govForm.categories.*, govForm.concessions.*
const ROW_KEYS = new Map<string, string>([
  ...Object.entries(CATEGORY_LABELS).map(([key, label]): [string, string] => [label, `categories.${key}`]),
  ...Object.entries(CONCESSION_LABELS).map(([key, label]): [string, string] => [label, `concessions.${key}`]),
]);

// A job's fee by category and concession, as its notification prints it. No state: it renders on
// the server on the job page and inside the board's cards.
export function FeeTableView({
  fees,
  amounts,
  caption,
  className = "",
}: {
  fees: FeeTable;
  /** The rows' amounts, formatted on the server (govBoardTexts), in feeTableRows' order. */
  amounts?: string[];
  caption?: string;
  className?: string;
}) {
  const t = useTranslations("govForm");
  const label = (english: string) => {
    const key = ROW_KEYS.get(english);
    return key ? t(key as "categories.GENERAL") : english;
  };
  return (
    <table className={`w-full max-w-sm text-left text-sm ${className}`} data-testid="fee-table">
      {caption && <caption className="mb-1 text-left font-semibold text-slate-800">{caption}</caption>}
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("feeTable.category")}</th>
          <th scope="col">{t("feeTable.fee")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {feeTableRows(fees).map((row, i) => (
          <tr key={row.label}>
            <th scope="row" className="py-1 pr-4 font-normal text-slate-600">
              {label(row.label)}
            </th>
            <td className="py-1 font-medium text-slate-900">{amounts?.[i] ?? formatRupees(row.paise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
