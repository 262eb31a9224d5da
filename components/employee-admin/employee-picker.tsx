"use client";

import { useEffect, useRef, useState, type Ref } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

import { controlClass, Field } from "@/components/ui/field";
import { apiFetch } from "@/lib/api-client";
import type { EmployeeDto } from "@/lib/server/employees/dto";

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
  ref,
}: {
  label: string;
  value: PickedEmployee | null;
  onChange: (v: PickedEmployee | null) => void;
  error?: string;
  /** The search box (react-hook-form focuses it when no employee is chosen). */
  ref?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState("");
  const [results, setResults] = useState<PickedEmployee[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);
  // Leaving the box closes the list a moment later (a click on an option lands first); coming
  // back before then cancels it, or the list would close under the typing (focus moved back to
  // the box by a failed submit, just after the submit button took it).
  const closing = useRef<number | undefined>(undefined);

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

  return (
    <Field label={label} required error={error}>
      {({ id, ...a11y }) =>
        value ? (
          <div className="flex items-center justify-between rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
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
              {...a11y}
              id={id}
              ref={ref}
              role="combobox"
              aria-expanded={open}
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={open && results[active] ? `${id}-opt-${active}` : undefined}
              placeholder="Type a name or Reference ID"
              value={text}
              className={controlClass}
              onFocus={() => {
                window.clearTimeout(closing.current);
                setOpen(true);
              }}
              onBlur={() => {
                closing.current = window.setTimeout(() => setOpen(false), 150);
              }}
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
        )
      }
    </Field>
  );
}

/** The picker as a react-hook-form field that holds the chosen employee's id. */
export function EmployeeField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  value,
  onChange,
}: {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
  value: PickedEmployee | null;
  onChange: (v: PickedEmployee | null) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EmployeePicker
          label={label}
          value={value}
          ref={field.ref}
          error={fieldState.error?.message}
          onChange={(e) => {
            onChange(e);
            field.onChange(e?.id ?? "");
          }}
        />
      )}
    />
  );
}
