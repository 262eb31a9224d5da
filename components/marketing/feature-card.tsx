import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/content/icons";

type Feature = { icon: IconName; title: string; text: string };

export function FeatureCard({ icon, title, text, as: Heading = "h3" }: Feature & { as?: "h2" | "h3" }) {
  return (
    <div className={`${cardClass} h-full p-6 transition-shadow hover:shadow-md`}>
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} />
      </span>
      <Heading className="mt-5 text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mt-2 leading-7 text-slate-600">{text}</p>
    </div>
  );
}

const columns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Feature cards in a responsive grid: one column on phones, two on tablets, three or four on wide screens. */
export function FeatureGrid({
  items,
  columns: count = 4,
}: {
  items: readonly Feature[];
  columns?: keyof typeof columns;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns[count]}`}>
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard {...item} />
        </li>
      ))}
    </ul>
  );
}
