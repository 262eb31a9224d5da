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
  return (
    <div className="flex flex-wrap gap-3" role="group" aria-label="Filters">
      <label className="sr-only" htmlFor="filter-status">
        Status
      </label>
      <select
        id="filter-status"
        className={selectClass}
        value={status ?? ""}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as EmployeeListQuery["status"] })}
      >
        <option value="">All statuses</option>
        {EMPLOYEE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="filter-department">
        Department
      </label>
      <select
        id="filter-department"
        className={selectClass}
        value={department ?? ""}
        onChange={(e) => onChange({ department: e.target.value || undefined })}
      >
        <option value="">All departments</option>
        {departments.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
      {search.trim() && <p className="self-center text-sm text-slate-600">Results for “{search.trim()}”</p>}
    </div>
  );
}
