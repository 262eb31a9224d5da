"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { SelectField, TextField } from "@/components/ui/field";
import type { EmployeeCreateInput } from "@/lib/validation/employees";

import { EMPLOYEE_FIELD_GROUPS, type EmployeeField } from "./employee-fields";

type Props = {
  register: UseFormRegister<EmployeeCreateInput>;
  errors: FieldErrors<EmployeeCreateInput>;
  withPassword: boolean;
  /** Edit Employee: fields with an `editHint` show it. */
  editing?: boolean;
  /**
   * Fields shown as the record has them, masked and read-only, instead of an input (an edit leaves
   * Aadhaar, PAN and the account number as they are until the admin asks to change them).
   */
  masked?: Partial<Record<EmployeeField["name"], string | null>>;
};

/** The employee form's fields (spec section 3), grouped as the employee dashboard shows them. */
export function EmployeeFormFields({ register, errors, withPassword, editing = false, masked }: Props) {
  const control = ({ name, options, createOnly: _createOnly, editHint, ...field }: EmployeeField) =>
    masked && name in masked ? (
      <TextField
        key={`${name}:masked`}
        label={field.label}
        hint="Kept as it is"
        value={masked[name] ?? ""}
        placeholder="Not given"
        readOnly
        inputClassName="bg-slate-50 text-slate-600"
      />
    ) : options ? (
      <SelectField
        key={name}
        label={field.label}
        hint={field.hint}
        options={options}
        error={errors[name]?.message}
        {...register(name)}
      />
    ) : (
      <TextField
        key={name}
        {...field}
        hint={(editing && editHint) || field.hint}
        error={errors[name]?.message}
        {...register(name)}
      />
    );
  return (
    <div className="space-y-5">
      {EMPLOYEE_FIELD_GROUPS.map((group) => (
        <fieldset key={group.title} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{group.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.filter((field) => withPassword || !field.createOnly).map(control)}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
