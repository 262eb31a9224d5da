const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-50/60",
} as const;

/** A page section with an optional eyebrow, h2 and intro; children follow below. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "white",
  align = "center",
  children,
  className = "",
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: React.ReactNode;
  tone?: keyof typeof tones;
  align?: "center" | "left";
  children?: React.ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${tones[tone]} py-16 sm:py-20 ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {(eyebrow || title || intro) && (
          <div className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
            {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {title}
              </h2>
            )}
            {intro && <div className="mt-4 text-lg leading-8 text-slate-600">{intro}</div>}
          </div>
        )}
        {children && <div className={eyebrow || title || intro ? "mt-12" : ""}>{children}</div>}
      </div>
    </section>
  );
}
