/** A dashboard card of label/value pairs; a missing value reads 'Not provided'. */
export type InfoItem = { label: string; value: React.ReactNode; testId?: string };

export function InfoSection({ id, title, items }: { id: string; title: string; items: InfoItem[] }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
            <dd
              data-testid={item.testId}
              className={`mt-1 text-sm ${item.value ? "text-slate-900" : "text-slate-400 italic"}`}
            >
              {item.value || "Not provided"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
