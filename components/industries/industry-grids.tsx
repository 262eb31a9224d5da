import { useMessages, useTranslations } from "next-intl";

import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { StaticImage } from "@/components/ui/static-image";
import { type DeploymentText, governmentDeployments, industries, type SectorText } from "@/content/industries";

/** The eight sectors, each with the services we most often run for it. */
export function IndustryGrid() {
  const t = useTranslations("industries");
  // i18n-keys: industries.sectors.*
  const sectors: Record<string, SectorText> = useMessages().industries.sectors;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {industries.map(({ key, icon }) => {
        const sector = sectors[key];
        return (
          <li key={key} className={`${cardClass} flex h-full flex-col p-6`}>
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={icon} />
            </span>
            <h2 className="mt-5 text-lg font-semibold text-slate-900">{sector.title}</h2>
            <p className="mt-2 flex-1 leading-7 text-slate-600">{sector.text}</p>
            <ul aria-label={t("servicesFor", { title: sector.title })} className="mt-4 flex flex-wrap gap-2">
              {sector.services.map((name) => (
                <li key={name} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                  {name}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** The government deployment showcase: department logo, nature of work and what we did. */
export function DeploymentGrid() {
  // i18n-keys: industries.governmentDeployments.*
  const texts: Record<string, DeploymentText> = useMessages().industries.governmentDeployments;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {governmentDeployments.map(({ key, logoUrl }) => {
        const deployment = texts[key];
        return (
          <li key={key} className={`${cardClass} flex gap-5 p-6`}>
            <StaticImage src={logoUrl} alt={deployment.altText} width={128} height={128} className="size-16 shrink-0" />
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{deployment.title}</h3>
              <p className="mt-1 text-sm font-semibold text-brand-700">{deployment.natureOfWork}</p>
              <p className="mt-3 leading-7 text-slate-600">{deployment.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
