/** Figures such as "500+ Happy clients", as a description list. */
export function StatGrid({
  stats,
  tone = "light",
}: {
  stats: readonly { value: string; label: string }[];
  tone?: "light" | "brand";
}) {
  const card = tone === "brand" ? "bg-brand-800 text-white ring-white/10" : "bg-white text-slate-900 ring-slate-200";
  const label = tone === "brand" ? "text-brand-100" : "text-slate-600";
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className={`flex flex-col-reverse rounded-2xl p-6 text-center shadow-sm ring-1 ${card}`}>
          <dt className={`mt-1 text-sm font-medium ${label}`}>{stat.label}</dt>
          <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
