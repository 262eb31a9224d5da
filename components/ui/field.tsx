"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { get, type FieldPath, type FieldValues, type FormState, type UseFormRegister } from "react-hook-form";

import { useErrorText } from "@/components/i18n/error-text";

// One labelled form field: label, required marker, hint and error, the error tied to the control
// with aria-describedby and aria-invalid. The control comes from `children`, a render prop that
// receives the ids and ARIA attributes to spread on it, so one shell serves input, select,
// textarea and custom controls. TextField, TextareaField and SelectField are the common cases and
// take react-hook-form's register() spread directly (ref is a prop in React 19).
//
// The label element holds the label text only: the "*" sits beside it, hidden from assistive
// technology, and the control says aria-required instead, so its accessible name stays "Name".
// TextField, TextareaField and SelectField also carry `required`: our forms validate themselves
// (noValidate), but one the browser sends before its script has run (the contact form) is checked
// by the browser first.

export const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-100 read-only:bg-slate-50 read-only:text-slate-600 aria-invalid:border-red-600 aria-invalid:focus:ring-red-600";

/** What the control must carry to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
  "aria-describedby": string | undefined;
};

export type FieldShellProps = {
  /** The label's text (plain text, or text with an sr-only part such as ", row 2"). */
  label: ReactNode;
  /** The control's id (the error is `${id}-error`, the hint `${id}-hint`); generated when absent. */
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Visually hide the label (it is still the control's accessible name). */
  hideLabel?: boolean;
  /** Extra ids the control is described by (e.g. a selected file's name). */
  describedBy?: string;
};

export function Field({
  label,
  id: givenId,
  required,
  hint,
  error,
  className,
  hideLabel,
  describedBy,
  children,
}: FieldShellProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-required": required ? true : undefined,
    "aria-describedby": [error && errorId, hint && hintId, describedBy].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={className}>
      <div className={hideLabel ? "sr-only" : "mb-1 flex items-baseline gap-1 text-sm font-medium text-slate-700"}>
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      {children(control)}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  const errorText = useErrorText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {errorText(message)}
    </p>
  );
}

/** register(name) and the field's error message, to spread on a TextField, TextareaField or SelectField. */
export function bindField<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: FormState<T> },
  name: FieldPath<T>,
) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { error: error?.message, ...form.register(name) };
}

export type ShellProps = Omit<FieldShellProps, "describedBy">;
const SHELL_KEYS = ["label", "id", "required", "hint", "error", "className", "hideLabel"];

/** Separates a field's shell props (label, hint, error...) from its control's. */
export function splitShell<P extends ShellProps>(props: P): [ShellProps, Omit<P, keyof ShellProps>] {
  const shell: Record<string, unknown> = {};
  const control: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (SHELL_KEYS.includes(key) ? shell : control)[key] = value;
  return [shell as ShellProps, control as Omit<P, keyof ShellProps>];
}

const cx = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ");

export function TextField({
  inputClassName,
  ...props
}: ShellProps & Omit<ComponentProps<"input">, "id" | "className"> & { inputClassName?: string }) {
  const [shell, input] = splitShell(props);
  return (
    <Field {...shell}>
      {(control) => (
        <input {...control} required={shell.required} {...input} className={cx(controlClass, inputClassName)} />
      )}
    </Field>
  );
}

export type TextFieldSpec<Name extends string> = { name: Name; label: string; type?: string; placeholder?: string };

/**
 * A form's plain text inputs from a list of specs, each bound to the form by `bind(name)`. A plain
 * function called in the form's own render, not a component: the fields register with the form in
 * the order they appear, so a failed submit focuses the first invalid field on screen.
 */
export function textFields<Name extends string>(
  fields: readonly TextFieldSpec<Name>[],
  bind: (name: Name) => Omit<ComponentProps<typeof TextField>, "label">,
  { required }: { required?: boolean } = {},
) {
  return fields.map(({ name, ...spec }) => <TextField key={name} {...spec} required={required} {...bind(name)} />);
}

export function TextareaField({
  rows = 4,
  ...props
}: ShellProps & Omit<ComponentProps<"textarea">, "id" | "className">) {
  const [shell, textarea] = splitShell(props);
  return (
    <Field {...shell}>
      {(control) => (
        <textarea {...control} required={shell.required} rows={rows} {...textarea} className={controlClass} />
      )}
    </Field>
  );
}

export type SelectOption = string | { value: string; label: string };

export function SelectField({
  options,
  placeholder,
  ...props
}: ShellProps &
  Omit<ComponentProps<"select">, "id" | "className"> & {
    options: readonly SelectOption[];
    /** A first, empty option ("Select a document type"). */
    placeholder?: string;
  }) {
  const [shell, select] = splitShell(props);
  return (
    <Field {...shell}>
      {(control) => (
        <select {...control} required={shell.required} {...select} className={controlClass}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

/**
 * A checkbox with its statement as the label (a declaration, a consent): the box comes first, the
 * text beside it, and a required one says so with the same hidden "*" as the other fields.
 */
export function CheckboxField({
  label,
  id: givenId,
  required,
  error,
  className,
  ...input
}: Omit<FieldShellProps, "hint" | "hideLabel" | "describedBy"> &
  Omit<ComponentProps<"input">, "id" | "className" | "type">) {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div className="text-sm text-slate-700">
          <label htmlFor={id}>{label}</label>
          {required && (
            <span aria-hidden="true" className="ml-1 text-red-700">
              *
            </span>
          )}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
