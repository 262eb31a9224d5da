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
import type { Service, ServiceSlug } from "./types";

export type { Service, ServiceSlug } from "./types";
export { serviceSlugs } from "./types";

/** The ten services in the order the site lists them; the home page shows the first four. */
export const services: Service[] = [
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

export const HOME_SERVICE_COUNT = 4;

export const servicesPage = {
  hero: {
    eyebrow: "What we do",
    title: "Our Services",
    intro:
      "Ten services for the people and the technology your organisation runs on, each delivered by our own team with a named point of contact.",
  },
  cta: {
    title: "Not sure which service you need?",
    text: "Describe your situation and we will recommend the right mix of services, with a clear quote.",
    label: "Ask an expert",
  },
};

export function serviceBySlug(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}
