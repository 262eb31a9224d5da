"use client";

import { FieldError, inputClass } from "@/components/gov-apply/fields";
import { MAX_TABLE_ROWS } from "@/lib/validation/gov-applications";

// The education and experience tables: one blank row to start, 'Add More', removable rows.
// Each cell has its own label ("Qualification, row 1") and its error right below it.

export type Column<Row> = {
  key: keyof Row & string;
  label: string;
  type?: "text" | "date" | "number";
  inputMode?: "numeric" | "decimal";
  placeholder?: string;
};

export function RowsTable<Row extends Record<string, string>>({
  name,
  title,
  optional,
  columns,
  rows,
  errors,
  disabled,
  onChange,
  onAdd,
  onRemove,
}: {
  name: "education" | "experience";
  title: string;
  optional?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  errors: Record<string, string>;
  disabled?: boolean;
  onChange(index: number, key: keyof Row, value: string): void;
  onAdd(): void;
  onRemove(index: number): void;
}) {
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-base font-semibold text-slate-900">
        {title} {optional && <span className="text-sm font-normal text-slate-500">(optional)</span>}
      </legend>
      {rows.map((row, index) => (
        <div
          key={index}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))_auto]"
          style={{ "--cols": columns.length } as React.CSSProperties}
          data-testid={`${name}-row`}
        >
          {columns.map((column) => {
            const id = `${name}-${index}-${column.key}`;
            const error = errors[`${name}.${index}.${column.key}`];
            return (
              <div key={column.key}>
                <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
                  {column.label}
                  <span className="sr-only">, row {index + 1}</span>
                </label>
                <input
                  id={id}
                  type={column.type ?? "text"}
                  inputMode={column.inputMode}
                  placeholder={column.placeholder}
                  value={row[column.key]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => onChange(index, column.key, e.target.value)}
                  className={inputClass}
                />
                <FieldError id={`${id}-error`} message={error} />
              </div>
            );
          })}
          <div className="flex items-end">
            <button
              type="button"
              onClick={() => onRemove(index)}
              disabled={rows.length === 1 && Object.values(row).every((v) => !v)}
              aria-label={`Remove ${name} row ${index + 1}`}
              className="rounded-md px-2 py-2 text-sm text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
            >
              Remove
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        onClick={onAdd}
        disabled={rows.length >= MAX_TABLE_ROWS}
        className="rounded-md border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        Add More<span className="sr-only"> {name} rows</span>
      </button>
    </fieldset>
  );
}
