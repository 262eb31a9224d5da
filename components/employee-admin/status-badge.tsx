import type { EmployeeStatus } from "@/lib/generated/prisma/enums";

const styles: Record<EmployeeStatus, string> = {
  Active: "bg-green-100 text-green-800 ring-green-600/20",
  Inactive: "bg-slate-100 text-slate-700 ring-slate-500/20",
  Pending: "bg-amber-100 text-amber-800 ring-amber-600/20",
};

export function StatusBadge({ status }: { status: EmployeeStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${styles[status]}`}
    >
      {status}
    </span>
  );
}
