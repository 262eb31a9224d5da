import { Illustration } from "@/components/ui/illustration";

/** The top of an inner page: eyebrow, the page's h1, intro, actions and an optional illustration. */
export function PageHero({
  eyebrow,
  title,
  intro,
  image,
  actions,
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  /** An illustration beside the text on wide screens. */
  image?: string;
  actions?: React.ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-white/5" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-white/5" />
      <div
        className={`relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 ${image ? "lg:grid-cols-2" : ""}`}
      >
        <div className={image ? "" : "max-w-3xl"}>
          {eyebrow && <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {intro && <div className="mt-5 text-lg leading-8 text-brand-50">{intro}</div>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {image && (
          // Decorative: shown beside the text on wide screens only, so on phones the heading is
          // the largest paint and the illustration does not compete with it for bandwidth.
          <Illustration
            src={image}
            eager
            className="mx-auto hidden w-full max-w-lg rounded-2xl shadow-2xl ring-1 ring-white/10 lg:block"
          />
        )}
      </div>
    </div>
  );
}
