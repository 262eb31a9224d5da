/** The html and body of every page: the root layout's, and the global 404's, which bypasses that layout. */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
