import type { MetadataRoute } from "next";

import { featureRoutes, marketingRoutes } from "@/content/routes";
import { siteUrl } from "@/lib/seo";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl().origin;
  return [...marketingRoutes, ...featureRoutes].map((path) => ({
    url: `${base}${path === "/" ? "" : path}`,
    changeFrequency: path === "/company-career" || path === "/gov-career" ? "daily" : "monthly",
    priority: path === "/" ? 1 : path.endsWith("-policy") || path === "/terms-and-conditions" ? 0.3 : 0.7,
  }));
}
