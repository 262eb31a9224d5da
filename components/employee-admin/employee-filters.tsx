"use client";

import { EMPLOYEE_STATUSES, type EmployeeListQuery } from "@/lib/validation/employees";

const selectClass = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:w-auto";

/** Status and department filters for the employee table (the search box is in the header). */
export function EmployeeFilters({
  query,
  departments,
  onChange,
}: {
  query: EmployeeListQuery;
  departments: string[];
  onChange: (patch: Partial<Pick<EmployeeListQuery, "status" | "department" | "q">>) => void;
}) {
  // A department from a shared link that no employee has any more still shows as chosen.
  const departmentOptions =
    query.department && !departments.includes(query.department) ? [query.department, ...departments] : departments;
  const filters = [
    {
      id: "filter-status",
      label: "Status",
      all: "All statuses",
      options: EMPLOYEE_STATUSES,
      value: query.status,
      set: (v: string) => onChange({ status: (v || undefined) as EmployeeListQuery["status"] }),
    },
    {
      id: "filter-department",
      label: "Department",
      all: "All departments",
      options: departmentOptions,
      value: query.department,
      set: (v: string) => onChange({ department: v || undefined }),
    },
  ];
  const filtered = Boolean(query.q || query.status || query.department);
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Filters">
      {filters.map((f) => (
        <span key={f.id} className="w-full sm:w-auto">
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
      {query.q && <p className="text-sm text-slate-600">Results for “{query.q}”</p>}
      {filtered && (
        <button
          type="button"
          onClick={() => onChange({ q: undefined, status: undefined, department: undefined })}
          className="text-sm font-medium text-slate-600 underline hover:text-slate-900"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
