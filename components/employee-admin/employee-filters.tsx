"use client";

import { EMPLOYEE_STATUSES, type EmployeeListQuery } from "@/lib/validation/employees";

const selectClass = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** Status and department filters for the employee table (the search box is in the header). */
export function EmployeeFilters({
  status,
  department,
  departments,
  search,
  onChange,
}: {
  status: EmployeeListQuery["status"];
  department: string | undefined;
  departments: string[];
  search: string;
  onChange: (patch: Partial<Pick<EmployeeListQuery, "status" | "department">>) => void;
}) {
  const filters = [
    {
      id: "filter-status",
      label: "Status",
      all: "All statuses",
      options: EMPLOYEE_STATUSES,
      value: status,
      set: (v: string) => onChange({ status: (v || undefined) as EmployeeListQuery["status"] }),
    },
    {
      id: "filter-department",
      label: "Department",
      all: "All departments",
      options: departments,
      value: department,
      set: (v: string) => onChange({ department: v || undefined }),
    },
  ];
  return (
    <div className="flex flex-wrap gap-3" role="group" aria-label="Filters">
      {filters.map((f) => (
        <span key={f.id}>
          <label className="sr-only" htmlFor={f.id}>
            {f.label}
          </label>
          <select id={f.id} className={selectClass} value={f.value ?? ""} onChange={(e) => f.set(e.target.value)}>
            <option value="">{f.all}</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </span>
      ))}
      {search.trim() && <p className="self-center text-sm text-slate-600">Results for “{search.trim()}”</p>}
    </div>
  );
}
