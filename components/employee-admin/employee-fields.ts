import { EMPLOYEE_STATUSES, type EmployeeCreateInput } from "@/lib/validation/employees";

/** A field of the employee record as the console names it (the form and the details view). */
export type EmployeeField = {
  name: Exclude<keyof EmployeeCreateInput, "passwordSetup">;
  label: string;
  type?: "email" | "tel" | "date" | "password";
  required?: true;
  hint?: string;
  /** The hint on Edit Employee, where it differs. */
  editHint?: string;
  autoComplete?: "off" | "new-password";
  /** A choice instead of text. */
  options?: readonly string[];
  /** Asked on Add Employee only (the initial password). */
  createOnly?: true;
};

/** The record's fields (spec section 3) in groups, in the order the form asks for them. */
export const EMPLOYEE_FIELD_GROUPS: { title: string; fields: EmployeeField[] }[] = [
  {
    title: "Account",
    fields: [
      { name: "referenceId", label: "Reference ID", required: true, hint: "Used to sign in, e.g. EMP0102" },
      {
        name: "password",
        label: "Initial Password",
        type: "password",
        required: true,
        hint: "At least 8 characters",
        autoComplete: "new-password",
        createOnly: true,
      },
      { name: "name", label: "Full Name", required: true, autoComplete: "off" },
      {
        name: "email",
        label: "Email",
        type: "email",
        required: true,
        autoComplete: "off",
        editHint: "A change signs them out and e-mails the new address a link to set a new password",
      },
      { name: "status", label: "Status", options: EMPLOYEE_STATUSES, hint: "Inactive employees cannot sign in" },
    ],
  },
  {
    title: "Personal Information",
    fields: [
      { name: "fatherName", label: "Father's Name" },
      { name: "dateOfBirth", label: "Date of Birth", type: "date" },
      { name: "phoneNumber", label: "Phone Number", type: "tel", hint: "10-digit mobile number" },
      // Not remembered by the browser: on a shared admin PC it would offer one employee's number
      // in another's form, past the masking and the audited reveal.
      { name: "aadhar", label: "Aadhaar Number", hint: "12 digits; stored encrypted", autoComplete: "off" },
      { name: "panCard", label: "PAN", hint: "e.g. ABCDE1234F; stored encrypted", autoComplete: "off" },
    ],
  },
  {
    title: "Employment Details",
    fields: [
      { name: "empId", label: "Employee ID" },
      { name: "department", label: "Department", required: true },
      { name: "designation", label: "Designation" },
      { name: "postedAt", label: "Posted At", hint: "Place of posting" },
      { name: "dateOfJoining", label: "Date of Joining", type: "date" },
      { name: "experience", label: "Experience", hint: "e.g. 3 years" },
    ],
  },
  {
    title: "Bank Details",
    fields: [
      { name: "bankName", label: "Bank Name", required: true },
      {
        name: "accountNumber",
        label: "Account Number",
        required: true,
        hint: "Stored encrypted; shown masked in lists",
        autoComplete: "off",
      },
      { name: "ifscCode", label: "IFSC Code", required: true },
    ],
  },
];

/** The fields in the order they appear (the first invalid one gets focus). */
export const FIELD_ORDER = EMPLOYEE_FIELD_GROUPS.flatMap((group) => group.fields.map((field) => field.name));
