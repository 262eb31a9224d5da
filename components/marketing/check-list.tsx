import { CircleCheck } from "lucide-react";

export function CheckList({ items, className = "space-y-3" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
