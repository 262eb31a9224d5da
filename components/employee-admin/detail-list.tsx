/** A titled list of label/value pairs; a missing value reads 'Not provided'. */
export function DetailList({
  title,
  items,
  testId,
}: {
  title: string;
  items: [string, string | null | undefined, React.ReactNode?][];
  testId?: string;
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {items.map(([label, value, extra]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className={`mt-0.5 text-sm ${value ? "text-slate-900" : "text-slate-400 italic"}`}>
              {value || "Not provided"}
              {extra}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
