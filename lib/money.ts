// Money is integer paise everywhere; shown in rupees with Indian digit grouping (₹1,00,000).
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });

export function formatRupees(paise: number): string {
  return rupees.format(paise / 100).replace(/\.00$/, "");
}
