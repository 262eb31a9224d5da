import { Badge } from "@/components/ui/badge";
import { statusText, type GovApplicationStatusValue } from "@/lib/validation/gov-console";

const colours: Record<GovApplicationStatusValue, string> = {
  pending: "bg-amber-100 text-amber-800",
  under_review: "bg-sky-100 text-sky-800",
  shortlisted: "bg-indigo-100 text-indigo-800",
  approved: "bg-emerald-100 text-emerald-800",
  rejected: "bg-red-100 text-red-800",
  withdrawn: "bg-slate-200 text-slate-700",
  cancelled: "bg-slate-200 text-slate-700",
};

const payment: Record<string, [string, string]> = {
  completed: ["Paid", "bg-emerald-100 text-emerald-800"],
  pending: ["Unpaid", "bg-slate-200 text-slate-700"],
  failed: ["Failed", "bg-red-100 text-red-800"],
  exempt: ["Exempt (₹0)", "bg-teal-100 text-teal-800"],
  expired: ["Closed unpaid", "bg-slate-200 text-slate-700"],
};

export function StatusBadge({ status }: { status: GovApplicationStatusValue }) {
  return <Badge className={`capitalize ${colours[status]}`}>{statusText(status)}</Badge>;
}

export function PaymentBadge({ status }: { status: string }) {
  const [label, colour] = payment[status] ?? [status, "bg-slate-200"];
  return <Badge className={colour}>{label}</Badge>;
}
