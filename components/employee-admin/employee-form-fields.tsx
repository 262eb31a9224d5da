"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { SelectField, TextField } from "@/components/ui/field";
import type { EmployeeCreateInput } from "@/lib/validation/employees";

import { EMPLOYEE_FIELD_GROUPS, type EmployeeField } from "./employee-fields";

type Props = {
  register: UseFormRegister<EmployeeCreateInput>;
  errors: FieldErrors<EmployeeCreateInput>;
  withPassword: boolean;
};

/** The employee form's fields (spec section 3), grouped as the employee dashboard shows them. */
export function EmployeeFormFields({ register, errors, withPassword }: Props) {
  const control = ({ name, options, createOnly: _createOnly, ...field }: EmployeeField) =>
    options ? (
      <SelectField
        key={name}
        label={field.label}
        hint={field.hint}
        options={options}
        error={errors[name]?.message}
        {...register(name)}
      />
    ) : (
      <TextField key={name} {...field} error={errors[name]?.message} {...register(name)} />
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
