// Hire -> employee record: the draft the company console asks for and the employee admin completes.
import { z } from "zod";

import "@/lib/validation/zod-config";

import { employeeCreateSchema } from "@/lib/validation/employees";

export const draftMessages = {
  notHired: "Only a hired applicant can get an employee record. Mark the application Hired first.",
  anonymised: "This application has been anonymised: its personal data is gone.",
  requested: "Employee record requested",
  notFound: "This hire is no longer waiting for an employee record.",
  completed: "An employee record has already been created from this hire.",
  noLongerHired: "This application is no longer marked Hired.",
  dismissed: "The hire was dismissed.",
} as const;

/** POST /api/employees: the open draft the new record completes (optional). */
export const draftIdField = z
  .string({ error: "Invalid draft" })
  .trim()
  .max(100, "Invalid draft")
  .optional()
  .transform((v) => v || null);

/** What POST /api/employees reads: the create form's fields, plus the draft it completes, if any. */
export const employeeCreateRequestSchema = employeeCreateSchema.extend({ draftId: draftIdField });
