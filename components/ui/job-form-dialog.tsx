"use client";

import type { ComponentProps } from "react";

import { FormDialog } from "./dialog";

/**
 * Create or edit a job posting (company and government consoles): "Edit Job" and "Update Job" for
 * a saved job, the console's own title and "Create Job" for a new one. The fields sit in a
 * two-column grid (a field spans both with `sm:col-span-2`).
 */
export function JobFormDialog({
  editing,
  createTitle,
  children,
  ...form
}: Omit<ComponentProps<typeof FormDialog>, "title" | "submitLabel"> & { editing: boolean; createTitle: string }) {
  return (
    <FormDialog
      {...form}
      title={editing ? "Edit Job" : createTitle}
      submitLabel={editing ? "Update Job" : "Create Job"}
    >
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </FormDialog>
  );
}
