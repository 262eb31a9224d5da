import { Link } from "@/i18n/navigation";

// A link styled as a button. Locale-aware: "/contact" stays "/hi/contact" on a Hindi page.

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:border-brand-300 hover:bg-brand-50",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  ghost: "border border-white/40 text-white hover:bg-white/10",
} as const;

export function ButtonLink({
  href,
  children,
  variant = "primary",
  className = "",
}: {
  href: string;
  children: React.ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold transition-colors sm:text-base ${variants[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
