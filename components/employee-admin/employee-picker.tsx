"use client";

import { useEffect, useId, useState } from "react";

import { apiFetch } from "@/lib/api-client";
import type { EmployeeDto } from "@/lib/server/employees/dto";

import { inputClass } from "./form-field";

export type PickedEmployee = Pick<EmployeeDto, "id" | "name" | "referenceId">;

/**
 * Choose an employee by typing a name, e-mail or Reference ID: an ARIA combobox over the
 * server-side search, so it works with any number of employees.
 */
export function EmployeePicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: PickedEmployee | null;
  onChange: (v: PickedEmployee | null) => void;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [results, setResults] = useState<PickedEmployee[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSearching(true);
      const q = new URLSearchParams({ q: text.trim(), pageSize: "8", sort: "name", order: "asc" });
      apiFetch<{ employees: EmployeeDto[] }>(`/api/employees?${q}`, { signal: controller.signal })
        .then((res) => {
          setResults(res.employees.map(({ id, name, referenceId }) => ({ id, name, referenceId })));
          setActive(0);
        })
        .catch(() => !controller.signal.aborted && setResults([]))
        .finally(() => !controller.signal.aborted && setSearching(false));
    }, 200);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [text, open]);

  const choose = (employee: PickedEmployee) => {
    onChange(employee);
    setOpen(false);
    setText("");
  };
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}{" "}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </label>
      {value ? (
        <div className="mt-1 flex items-center justify-between rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
          <span data-testid="picked-employee">
            {value.name} ({value.referenceId})
          </span>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="text-xs font-medium text-brand-700 hover:underline"
          >
            Change
          </button>
        </div>
      ) : (
        <div className="relative">
          <input
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={open && results[active] ? `${id}-opt-${active}` : undefined}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            placeholder="Type a name or Reference ID"
            value={text}
            className={inputClass}
            onFocus={() => setOpen(true)}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown") {
                e.preventDefault();
                setOpen(true);
                setActive((i) => Math.min(i + 1, results.length - 1));
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                setActive((i) => Math.max(i - 1, 0));
              } else if (e.key === "Enter" && open && results[active]) {
                e.preventDefault();
                choose(results[active]);
              } else if (e.key === "Escape" && open) {
                e.preventDefault();
                e.stopPropagation();
                setOpen(false);
              }
            }}
          />
          {open && (
            <ul
              id={`${id}-list`}
              role="listbox"
              aria-label={label}
              className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
            >
              {results.length === 0 ? (
                <li className="px-3 py-2 text-slate-500">{searching ? "Searching..." : "No employees found"}</li>
              ) : (
                results.map((r, i) => (
                  <li
                    key={r.id}
                    id={`${id}-opt-${i}`}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(r);
                    }}
                    className={`cursor-pointer px-3 py-2 ${i === active ? "bg-brand-50 text-brand-900" : "text-slate-800"}`}
                  >
                    {r.name} <span className="text-xs text-slate-500">({r.referenceId})</span>
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p id={describedBy} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
