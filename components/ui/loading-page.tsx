/**
 * A route's loading state (its loading.tsx): what is loading, said once to assistive technology,
 * over a skeleton of the page that is hidden from it.
 */
export function LoadingPage({
  label,
  width,
  children,
}: {
  label: string;
  /** The page's container width, so the skeleton stands where the page will. */
  width: "max-w-3xl" | "max-w-6xl";
  children: React.ReactNode;
}) {
  return (
    <div className={`mx-auto px-4 py-10 sm:px-6 lg:px-8 ${width}`} aria-busy="true">
      <p role="status" className="mb-8 text-lg font-medium text-slate-700">
        {label}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
