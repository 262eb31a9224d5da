/** A labelled input or textarea with its error tied to it through aria-describedby. */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  multiline,
  type = "text",
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const className = `mt-1.5 block w-full rounded-lg border px-3.5 py-2.5 text-slate-900 shadow-sm focus:ring-2 focus:outline-none ${
    error ? "border-red-600 focus:ring-red-600" : "border-slate-300 focus:border-brand-600 focus:ring-brand-600"
  }`;
  const common = {
    id,
    name: id.replace(/^contact-/, ""),
    value,
    required,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className,
  };
  return (
    <div>
      <div className="flex items-baseline gap-2">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
          {required && (
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          )}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </span>
        )}
      </div>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
