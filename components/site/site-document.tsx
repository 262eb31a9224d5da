/** The html and body of every page: each root layout's (public, staff, sign-in), and the global 404's. */
export function SiteDocument({ lang = "en", children }: { lang?: string; children: React.ReactNode }) {
  return (
    <html lang={lang}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
