// Money is integer paise everywhere; shown in rupees with Indian digit grouping (₹1,00,000).
// The formatter is made on first use, not when a page's script loads: a page's first use of Intl
// loads its locale data (docs/architecture.md, Performance).
let rupees: Intl.NumberFormat | undefined;

export function formatRupees(paise: number): string {
  rupees ??= new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });
  return rupees.format(paise / 100).replace(/\.00$/, "");
}
