/** Label/value pairs side by side (a job's facts, an order's details). */
export function DescriptionList({
  items,
  className = "",
}: {
  items: [label: string, value: React.ReactNode][];
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm ${className}`}>
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
