"use client";

import { SelectField, type SelectOption, TextField } from "./field";

// The filters above a staff list (search, job, status, dates): each a labelled control over one
// string of a filter record, where "" means "any". Callers lay them out in their own grid.

export type FilterSpec<Name extends string> = { name: Name; label: string; className?: string } & (
  | { type: "search"; placeholder: string }
  | { type: "date"; min?: string; max?: string }
  | { type: "select"; any: string; options: readonly SelectOption[] }
);

export function FilterFields<Name extends string>({
  fields,
  values,
  onChange,
}: {
  fields: FilterSpec<Name>[];
  values: Record<Name, string>;
  onChange: (name: Name, value: string) => void;
}) {
  return fields.map((field) => {
    const control = {
      label: field.label,
      className: field.className,
      value: values[field.name],
      // The URL holds the filters; the browser must not restore an older value on Back or reload.
      autoComplete: "off",
      onChange: (event: { target: { value: string } }) => onChange(field.name, event.target.value),
    };
    switch (field.type) {
      case "select":
        return <SelectField key={field.name} {...control} placeholder={field.any} options={field.options} />;
      case "date":
        return <TextField key={field.name} {...control} type="date" min={field.min} max={field.max} />;
      case "search":
        return <TextField key={field.name} {...control} type="search" placeholder={field.placeholder} />;
    }
  });
}
