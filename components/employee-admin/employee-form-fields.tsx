"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { EMPLOYEE_STATUSES, type EmployeeCreateInput } from "@/lib/validation/employees";

import { FormField, inputClass } from "./form-field";

type Props = {
  register: UseFormRegister<EmployeeCreateInput>;
  errors: FieldErrors<EmployeeCreateInput>;
  withPassword: boolean;
};

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
  const e = (name: keyof EmployeeCreateInput) => errors[name]?.message as string | undefined;
  return (
    <div className="space-y-5">
      <Group title="Account">
        <FormField
          label="Reference ID"
          required
          registration={register("referenceId")}
          error={e("referenceId")}
          hint="Used to sign in, e.g. EMP0102"
        />
        {withPassword && (
          <FormField
            label="Initial Password"
            type="password"
            autoComplete="new-password"
            required
            registration={register("password")}
            error={e("password")}
            hint="At least 8 characters"
          />
        )}
        <FormField label="Full Name" required registration={register("name")} error={e("name")} autoComplete="off" />
        <FormField
          label="Email"
          type="email"
          required
          registration={register("email")}
          error={e("email")}
          autoComplete="off"
        />
        <FormField label="Status" error={e("status")}>
          {(a11y) => (
            <select {...a11y} className={inputClass} {...register("status")}>
              {EMPLOYEE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </Group>
      <Group title="Personal Information">
        <FormField label="Father's Name" registration={register("fatherName")} error={e("fatherName")} />
        <FormField label="Date of Birth" type="date" registration={register("dateOfBirth")} error={e("dateOfBirth")} />
        <FormField
          label="Phone Number"
          type="tel"
          registration={register("phoneNumber")}
          error={e("phoneNumber")}
          hint="10-digit mobile number"
        />
        <FormField
          label="Aadhaar Number"
          registration={register("aadhar")}
          error={e("aadhar")}
          hint="12 digits; stored encrypted"
        />
        <FormField
          label="PAN"
          registration={register("panCard")}
          error={e("panCard")}
          hint="e.g. ABCDE1234F; stored encrypted"
        />
      </Group>
      <Group title="Employment Details">
        <FormField label="Employee ID" registration={register("empId")} error={e("empId")} />
        <FormField label="Department" required registration={register("department")} error={e("department")} />
        <FormField label="Designation" registration={register("designation")} error={e("designation")} />
        <FormField
          label="Posted At"
          registration={register("postedAt")}
          error={e("postedAt")}
          hint="Place of posting"
        />
        <FormField
          label="Date of Joining"
          type="date"
          registration={register("dateOfJoining")}
          error={e("dateOfJoining")}
        />
        <FormField
          label="Experience"
          registration={register("experience")}
          error={e("experience")}
          hint="e.g. 3 years"
        />
      </Group>
      <Group title="Bank Details">
        <FormField label="Bank Name" required registration={register("bankName")} error={e("bankName")} />
        <FormField
          label="Account Number"
          required
          registration={register("accountNumber")}
          error={e("accountNumber")}
          hint="Stored encrypted; shown masked in lists"
        />
        <FormField label="IFSC Code" required registration={register("ifscCode")} error={e("ifscCode")} />
      </Group>
    </div>
  );
}
