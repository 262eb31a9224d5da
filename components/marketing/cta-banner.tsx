import { ButtonLink } from "./button-link";

/** A closing call to action, linking to /contact by default. */
export function CtaBanner({
  title,
  text,
  label,
  href = "/contact",
}: {
  title: string;
  text: string;
  label: string;
  href?: string;
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <div aria-hidden="true" className="absolute -top-20 -right-20 size-72 rounded-full bg-white/10" />
          <h2 id="cta-heading" className="relative text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
          <ButtonLink href={href} variant="light" className="relative mt-8">
            {label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
