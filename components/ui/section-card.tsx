/**
 * A white card that is a named region of a page: its heading names it (aria-labelledby), an
 * optional line under the heading says more, an optional `aside` (a count, a button) sits beside
 * it. With `focusable`, a link or menu that jumps to the card (by its id) can move focus there.
 */
export function SectionCard({
  id,
  title,
  description,
  aside,
  focusable = false,
  className = "",
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  aside?: React.ReactNode;
  focusable?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={focusable ? -1 : undefined}
      className={`scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
