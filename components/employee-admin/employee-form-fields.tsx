"use client";

import type { ComponentProps } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { SelectField, TextField } from "@/components/ui/field";
import { EMPLOYEE_STATUSES, type EmployeeCreateInput } from "@/lib/validation/employees";

type Props = {
  register: UseFormRegister<EmployeeCreateInput>;
  errors: FieldErrors<EmployeeCreateInput>;
  withPassword: boolean;
};

/** The fields in the order they appear (the first invalid one gets focus). */
export const FIELD_ORDER: (keyof EmployeeCreateInput)[] = [
  "referenceId",
  "password",
  "name",
  "email",
  "status",
  "fatherName",
  "dateOfBirth",
  "phoneNumber",
  "aadhar",
  "panCard",
  "empId",
  "department",
  "designation",
  "postedAt",
  "dateOfJoining",
  "experience",
  "bankName",
  "accountNumber",
  "ifscCode",
];

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The employee form's fields (spec section 3), grouped as the employee dashboard shows them. */
export function EmployeeFormFields({ register, errors, withPassword }: Props) {
  const field = (
    name: Exclude<keyof EmployeeCreateInput, "status">,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => <TextField label={label} error={errors[name]?.message} {...extra} {...register(name)} />;
  return (
    <div className="space-y-5">
      <Group title="Account">
        {field("referenceId", "Reference ID", { required: true, hint: "Used to sign in, e.g. EMP0102" })}
        {withPassword &&
          field("password", "Initial Password", {
            type: "password",
            autoComplete: "new-password",
            required: true,
            hint: "At least 8 characters",
          })}
        {field("name", "Full Name", { required: true, autoComplete: "off" })}
        {field("email", "Email", { type: "email", required: true, autoComplete: "off" })}
        <SelectField
          label="Status"
          options={EMPLOYEE_STATUSES}
          error={errors.status?.message}
          {...register("status")}
        />
      </Group>
      <Group title="Personal Information">
        {field("fatherName", "Father's Name")}
        {field("dateOfBirth", "Date of Birth", { type: "date" })}
        {field("phoneNumber", "Phone Number", { type: "tel", hint: "10-digit mobile number" })}
        {field("aadhar", "Aadhaar Number", { hint: "12 digits; stored encrypted" })}
        {field("panCard", "PAN", { hint: "e.g. ABCDE1234F; stored encrypted" })}
      </Group>
      <Group title="Employment Details">
        {field("empId", "Employee ID")}
        {field("department", "Department", { required: true })}
        {field("designation", "Designation")}
        {field("postedAt", "Posted At", { hint: "Place of posting" })}
        {field("dateOfJoining", "Date of Joining", { type: "date" })}
        {field("experience", "Experience", { hint: "e.g. 3 years" })}
      </Group>
      <Group title="Bank Details">
        {field("bankName", "Bank Name", { required: true })}
        {field("accountNumber", "Account Number", { required: true, hint: "Stored encrypted; shown masked in lists" })}
        {field("ifscCode", "IFSC Code", { required: true })}
      </Group>
    </div>
  );
}
