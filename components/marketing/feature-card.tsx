import type { IconName } from "@/content/icons";

import { Icon } from "./icon";

export function FeatureCard({
  icon,
  title,
  text,
  as: Heading = "h3",
}: {
  icon: IconName;
  title: string;
  text: string;
  as?: "h2" | "h3";
}) {
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} />
      </span>
      <Heading className="mt-5 text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mt-2 leading-7 text-slate-600">{text}</p>
    </div>
  );
}
