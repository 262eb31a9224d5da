import { feeTableRows, type FeeTable } from "@/lib/gov-fees";
import { formatRupees } from "@/lib/money";

// A job's fee by category and concession, as its notification prints it. No state: it renders on
// the server on the job page and inside the board's cards.
export function FeeTableView({
  fees,
  caption,
  className = "",
}: {
  fees: FeeTable;
  caption?: string;
  className?: string;
}) {
  return (
    <table className={`w-full max-w-sm text-left text-sm ${className}`} data-testid="fee-table">
      {caption && <caption className="mb-1 text-left font-semibold text-slate-800">{caption}</caption>}
      <thead className="sr-only">
        <tr>
          <th scope="col">Category or concession</th>
          <th scope="col">Fee</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {feeTableRows(fees).map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-1 pr-4 font-normal text-slate-600">
              {row.label}
            </th>
            <td className="py-1 font-medium text-slate-900">{formatRupees(row.paise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
