"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";

import { FormDialog } from "@/components/ui/dialog";
import { errorDetail, useToast } from "@/components/ui/toast";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import type { EmployeeDraftDto } from "@/lib/server/employees/drafts";
import type { EmployeeDto } from "@/lib/server/employees/dto";
import { employeeCreateSchema, type EmployeeCreateInput, employeeUpdateSchema } from "@/lib/validation/employees";

import { DraftNote, draftValues } from "./draft-prefill";
import { type EmployeeField, FIELD_ORDER } from "./employee-fields";
import { EmployeeFormFields } from "./employee-form-fields";
import { PasswordSetupChoice } from "./password-setup-choice";
import { PhotoPicker } from "./photo-picker";

/** The numbers an edit leaves as they are until the admin asks to change them (an audited reveal). */
const SECRET_FIELDS = ["aadhar", "panCard", "accountNumber"] as const;
type SecretField = (typeof SECRET_FIELDS)[number];
const isSecret = (name: string): name is SecretField => (SECRET_FIELDS as readonly string[]).includes(name);

/** Every field empty (status Active), or, when editing, the record's values. */
function valuesOf(e: EmployeeDto | null): EmployeeCreateInput {
  const text = (name: EmployeeField["name"]) => (e && name !== "password" ? (e[name] ?? "") : "");
  return {
    ...Object.fromEntries(FIELD_ORDER.map((name) => [name, text(name)])),
    status: e?.status ?? "Active",
    passwordSetup: "password",
  } as EmployeeCreateInput;
}

/** Add Employee and Edit Employee: the same fields and rules, edit without the password. */
export function EmployeeFormDialog({
  mode,
  employee,
  onClose,
  onSaved,
  draft = null,
}: {
  mode: "create" | "edit";
  employee: EmployeeDto | null;
  onClose: () => void;
  onSaved: () => void;
  /** Create from a hire: prefilled from it, and saving completes it (its resume is attached). */
  draft?: EmployeeDraftDto | null;
}) {
  const toast = useToast();
  const schema = mode === "create" ? employeeCreateSchema : employeeUpdateSchema;
  const form = useForm<EmployeeCreateInput>({
    resolver: zodResolver(schema) as unknown as Resolver<EmployeeCreateInput>,
    defaultValues: draft ? { ...valuesOf(null), ...draftValues(draft) } : valuesOf(null),
  });
  const [photo, setPhoto] = useState<{ file: File | null; remove: boolean }>({ file: null, remove: false });
  const [loading, setLoading] = useState(mode === "edit");
  const [loadError, setLoadError] = useState<string | null>(null);
  // The record's version when the form was filled: saving over a colleague's later change is refused.
  const [version, setVersion] = useState<string | null>(null);
  const { reset, setError } = form;
  const invite = useWatch({ control: form.control, name: "passwordSetup" }) === "invite" && mode === "create";

  // Editing starts from the record as the list has it: Aadhaar, PAN and account number masked, and
  // left out of the save (the server keeps them) unless the admin shows them to change them.
  const [secrets, setSecrets] = useState<Record<SecretField, string | null> | null>(null);
  const [revealing, setRevealing] = useState(false);
  useEffect(() => {
    if (mode === "create" || !employee) return;
    let cancelled = false;
    apiFetch<{ employee: EmployeeDto }>(`/api/employees/${employee.id}`)
      .then((res) => {
        if (cancelled) return;
        const values: Partial<EmployeeCreateInput> = valuesOf(res.employee);
        for (const name of SECRET_FIELDS) delete values[name];
        reset(values as EmployeeCreateInput);
        setSecrets({
          aadhar: res.employee.aadhar,
          panCard: res.employee.panCard,
          accountNumber: res.employee.accountNumber,
        });
        setVersion(res.employee.updatedAt);
      })
      .catch((error: unknown) => !cancelled && setLoadError(errorDetail(error) ?? null))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [mode, employee, reset]);

  /** The full numbers into the form (audited as a reveal), to change them. */
  async function reveal() {
    setRevealing(true);
    try {
      const res = await apiFetch<{ employee: EmployeeDto }>(`/api/employees/${employee!.id}?reveal=1`);
      for (const name of SECRET_FIELDS) form.setValue(name, res.employee[name] ?? "");
      setSecrets(null);
      // The button is gone: the keyboard goes on in the first of the fields it opened.
      requestAnimationFrame(() => form.setFocus("aadhar"));
    } catch (error) {
      toast.error("Could not show the numbers", error);
    } finally {
      setRevealing(false);
    }
  }

  const submit = form.handleSubmit(async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries(form.getValues())) {
      if ((mode === "edit" || invite) && key === "password") continue;
      if (mode === "edit" && key === "passwordSetup") continue;
      if (mode === "edit" && secrets && isSecret(key)) continue;
      body.append(key, String(value ?? ""));
    }
    if (photo.file) body.append("profilePicture", photo.file);
    if (photo.remove) body.append("removeProfilePicture", "true");
    if (mode === "edit" && version) body.append("updatedAt", version);
    if (mode === "create" && draft) body.append("draftId", draft.id);
    const url = mode === "create" ? "/api/employees" : `/api/employees/${employee!.id}`;
    try {
      const res = await apiFetch<{ employee: EmployeeDto; invitedAgain?: boolean }>(url, {
        method: mode === "create" ? "POST" : "PUT",
        body,
      });
      toast.success(
        mode === "create"
          ? `Employee ${res.employee.name} created successfully${invite ? ". A link to set their password is on its way." : ""}`
          : `Employee ${res.employee.name} updated successfully${res.invitedAgain ? ". They are signed out until they set a new password with the link on its way to the new address." : ""}`,
      );
      onSaved();
      onClose();
    } catch (error) {
      if (error instanceof ApiClientError) showServerErrors(setError, error.errors, FIELD_ORDER);
      toast.error(mode === "create" ? "Failed to create employee" : "Failed to update employee", error);
    }
  });

  const title = mode === "create" ? "Add Employee" : `Edit Employee${employee ? `: ${employee.name}` : ""}`;
  return (
    <FormDialog
      onClose={onClose}
      title={title}
      size="lg"
      description="Fields marked * are required."
      onSubmit={submit}
      formClassName="space-y-5"
      submitLabel={mode === "create" ? "Create Employee" : "Save Changes"}
      busy={form.formState.isSubmitting}
      status={
        loading ? (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            Loading employee...
          </p>
        ) : loadError ? (
          <p role="alert" className="py-10 text-center text-sm text-red-700">
            {loadError}
          </p>
        ) : null
      }
    >
      {mode === "create" && draft ? <DraftNote draft={draft} /> : null}
      <PhotoPicker
        current={mode === "edit" ? (employee?.profilePicturePath ?? null) : null}
        name={employee?.name ?? "New employee"}
        value={photo}
        onChange={setPhoto}
      />
      {mode === "create" && (
        <PasswordSetupChoice register={form.register} error={form.formState.errors.passwordSetup?.message} />
      )}
      {mode === "edit" && secrets && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
          <p className="text-sm text-slate-700">Aadhaar, PAN and account number stay as they are.</p>
          <button
            type="button"
            onClick={() => void reveal()}
            disabled={revealing}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            {revealing ? "Showing..." : "Show and change them"}
          </button>
        </div>
      )}
      <EmployeeFormFields
        register={form.register}
        errors={form.formState.errors}
        withPassword={mode === "create" && !invite}
        editing={mode === "edit"}
        masked={mode === "edit" && secrets ? secrets : undefined}
      />
    </FormDialog>
  );
}
