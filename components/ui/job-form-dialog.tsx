"use client";

import type { ComponentProps } from "react";
import type { FieldValues, FormState } from "react-hook-form";

import { FormDialog } from "./dialog";

/**
 * Create or edit a job posting (company and government consoles): "Edit Job" and "Update Job" for
 * a saved job, the console's own title and "Create Job" for a new one. The fields sit in a
 * two-column grid (a field spans both with `sm:col-span-2`). The form is busy while it submits,
 * and a failed save is the form's root error (`setError("root", ...)`), shown above the fields.
 */
export function JobFormDialog<T extends FieldValues>({
  editing,
  createTitle,
  form,
  children,
  ...dialog
}: Omit<ComponentProps<typeof FormDialog>, "title" | "submitLabel" | "busy" | "error"> & {
  editing: boolean;
  createTitle: string;
  form: { formState: FormState<T> };
}) {
  const { isSubmitting, errors } = form.formState;
  return (
    <FormDialog
      {...dialog}
      title={editing ? "Edit Job" : createTitle}
      submitLabel={editing ? "Update Job" : "Create Job"}
      busy={isSubmitting}
      error={errors.root?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </FormDialog>
  );
}
