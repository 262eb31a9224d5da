"use client";

import { useTranslations } from "next-intl";
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldPath,
  type UseFormRegister,
} from "react-hook-form";

import type { GovFormValues } from "@/components/gov-apply/use-application-form";
import { TextField } from "@/components/ui/field";
import { MAX_TABLE_ROWS } from "@/lib/validation/gov-applications";

// The education and experience tables (a react-hook-form field array): one blank row to start,
// 'Add More', removable rows. Each cell has its own label ("Qualification, row 1") and its error
// right below it.

type TableName = "education" | "experience";
type RowOf<Name extends TableName> = GovFormValues[Name][number];

export type Column<Row> = {
  key: keyof Row & string;
  label: string;
  type?: "text" | "date" | "number";
  inputMode?: "numeric" | "decimal";
  placeholder?: string;
};

export function RowsTable<Name extends TableName>({
  name,
  title,
  optional,
  columns,
  blank,
  control,
  register,
  errors,
  disabled,
}: {
  name: Name;
  title: string;
  optional?: boolean;
  columns: Column<RowOf<Name>>[];
  blank: RowOf<Name>;
  control: Control<GovFormValues>;
  register: UseFormRegister<GovFormValues>;
  errors: FieldErrors<GovFormValues>;
  disabled?: boolean;
}) {
  const t = useTranslations("govForm.tables");
  // i18n-keys: govForm.tables.names.*
  const table = t(`names.${name as TableName}`);
  const { fields, append, remove, update } = useFieldArray({ control, name: name as TableName });
  const rows = useWatch({ control, name: name as TableName }) as Record<string, string>[];
  const rowErrors = errors[name] as Partial<Record<string, { message?: string }>>[] | undefined;
  const onlyRowBlank = fields.length === 1 && Object.values(rows?.[0] ?? {}).every((v) => !v);

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-base font-semibold text-slate-900">
        {title} {optional && <span className="text-sm font-normal text-slate-500">{t("optional")}</span>}
      </legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))_auto]"
          style={{ "--cols": columns.length } as React.CSSProperties}
          data-testid={`${name}-row`}
        >
          {columns.map((column) => (
            <TextField
              key={column.key}
              id={`${name}-${index}-${column.key}`}
              label={
                <>
                  {column.label}
                  <span className="sr-only">{t("row", { n: index + 1 })}</span>
                </>
              }
              type={column.type ?? "text"}
              inputMode={column.inputMode}
              placeholder={column.placeholder}
              error={rowErrors?.[index]?.[column.key]?.message}
              {...register(`${name}.${index}.${column.key}` as FieldPath<GovFormValues>)}
            />
          ))}
          <div className="flex items-end">
            <button
              type="button"
              onClick={() => (fields.length > 1 ? remove(index) : update(0, { ...blank }))}
              disabled={onlyRowBlank}
              aria-label={t("removeRow", { table, n: index + 1 })}
              className="rounded-md px-2 py-2 text-sm text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
            >
              {t("remove")}
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        onClick={() => append({ ...blank })}
        disabled={fields.length >= MAX_TABLE_ROWS}
        className="rounded-md border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        {t.rich("addMore", { table, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
      </button>
    </fieldset>
  );
}
