// The message catalogues for specs that check the site's words. Read as files: Playwright's ESM
// loader does not import JSON without an import attribute, so the content modules that do (the
// services) cannot be imported here.
import fs from "node:fs";

import { serviceSlugs } from "../content/services/types";

type Catalogue = Record<string, unknown> & {
  services: { items: Record<string, ServiceText> };
};
type ServiceText = {
  title: string;
  summary: string;
  hero: { eyebrow: string; heading: string; text: string; button: string };
  highlights: { title: string; text: string }[];
  whyChoose: { heading: string; intro: string; points: string[] };
  offer: { heading: string; items: { title: string; text: string }[] };
  cta: { heading: string; text: string; button: string };
};

const read = (locale: "en" | "hi") =>
  JSON.parse(fs.readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), "utf8")) as Catalogue;

export const en = read("en");
export const hi = read("hi");

/** The ten services with their English words, in the site's order. */
export const services = serviceSlugs.map((slug) => ({ slug, ...en.services.items[slug] }));
