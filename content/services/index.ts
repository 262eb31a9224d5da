import { restoreLists } from "@/lib/i18n/compiled-catalogue";
import catalogue from "@/messages/en.json";

import {
  employmentVerification,
  manpowerSupply,
  payrollManagement,
  staffingConsultancy,
  trainingServices,
} from "./people";
import {
  computerRepair,
  domainRegistration,
  hardwareSoftwareSupply,
  networkInstallation,
  softwareDevelopment,
} from "./technology";
import type { Service, ServiceInfo, ServiceSlug, ServiceText } from "./types";

export type { Service, ServiceInfo, ServiceSlug, ServiceText } from "./types";
export { serviceSlugs } from "./types";

/** The ten services in the order the site lists them (slug, icon, image): the words are in the catalogue. */
export const serviceInfos: readonly ServiceInfo[] = [
  employmentVerification,
  manpowerSupply,
  payrollManagement,
  softwareDevelopment,
  staffingConsultancy,
  networkInstallation,
  domainRegistration,
  computerRepair,
  hardwareSoftwareSupply,
  trainingServices,
];

/** The home page shows the first four. */
export const HOME_SERVICE_COUNT = 4;

function withText(info: ServiceInfo, text: ServiceText): Service {
  const { highlightIcons, ...rest } = info;
  return {
    ...rest,
    ...text,
    highlights: text.highlights.map((highlight, i) => ({ ...highlight, icon: highlightIcons[i] })),
  };
}

/**
 * A translator of the "services" namespace: useTranslations("services"),
 * await getTranslations("services") or createTranslator({ ..., namespace: "services" }). Only its
 * `raw` is used, with a key next-intl's types do not offer (raw keys must name a text there, and
 * a service's entry is a group), hence the loose type.
 */
export type ServicesTranslator = { raw: (key: never) => unknown };

function serviceText(t: ServicesTranslator, slug: ServiceSlug): ServiceText {
  // i18n-keys: services.items.*
  const text = (t.raw as (key: string) => unknown)(`items.${slug}`);
  if (!text || typeof text !== "object") throw new Error(`No catalogue entry services.items.${slug}`);
  return text as ServiceText;
}

/**
 * The services in the translator's language, in the site's order. Server code only: the words are
 * the "services" namespace, which the browser is not sent.
 */
export function serviceTexts(t: ServicesTranslator): Service[] {
  return serviceInfos.map((info) => withText(info, serviceText(t, info.slug)));
}

/** One service in the translator's language. */
export function localizedService(t: ServicesTranslator, slug: ServiceSlug): Service {
  const info = serviceInfos.find((s) => s.slug === slug);
  if (!info) throw new Error(`Unknown service ${slug}`);
  return withText(info, serviceText(t, slug));
}

// Precompiled by the build (next.config.ts): its lists given back as arrays.
const englishItems = restoreLists(catalogue.services.items) as Record<ServiceSlug, ServiceText>;

/**
 * The services in English (the catalogue's English words), for code that is not a localised page:
 * tests, the sitemap, the chat's knowledge. Pages use serviceTexts(t) or the ServiceCard, which
 * localise by slug.
 */
export const services: Service[] = serviceInfos.map((info) => withText(info, englishItems[info.slug]));

/** An English service by slug (see `services`). */
export function serviceBySlug(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}
