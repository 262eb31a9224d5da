import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";

import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Illustration } from "@/components/ui/illustration";
import type { ServiceInfo } from "@/content/services";
import { Link } from "@/i18n/navigation";

type CardService = Pick<ServiceInfo, "slug" | "icon" | "image">;

/**
 * A service summary card; the whole card is one link to the service's page. The title and summary
 * come from the catalogue (services.items.<slug>) in the page's language, so any `services` entry
 * (English or localised) renders in the right language. A server component: the prose stays on the server.
 */
export function ServiceCard({
  service,
  headingLevel = "h3",
  eager = false,
}: {
  service: CardService;
  headingLevel?: "h2" | "h3";
  /** The first cards may be the largest paint on a phone: do not lazy-load them. */
  eager?: boolean;
}) {
  const t = useTranslations("services");
  const marketing = useTranslations("marketing");
  const Heading = headingLevel;
  // i18n-keys: services.items.*
  const title = t(`items.${service.slug}.title`);
  const summary = t(`items.${service.slug}.summary`);
  return (
    <Link
      href={`/${service.slug}`}
      className={`${cardClass} group flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg`}
    >
      <Illustration src={service.image} eager={eager} className="aspect-[4/3] w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={service.icon} className="size-5" />
          </span>
          <Heading className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{title}</Heading>
        </div>
        <p className="mt-3 flex-1 leading-7 text-slate-600">{summary}</p>
        <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          {marketing("learnMore")}{" "}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Link>
  );
}

/** Service cards in a grid; the first `eagerCount` images load at once (the services page's top row). */
export function ServiceGrid({
  services,
  headingLevel,
  eagerCount = 0,
  className = "lg:grid-cols-4",
}: {
  services: readonly CardService[];
  headingLevel?: "h2" | "h3";
  eagerCount?: number;
  /** Columns on wide screens. */
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${className}`}>
      {services.map((service, i) => (
        <li key={service.slug}>
          <ServiceCard service={service} headingLevel={headingLevel} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
