import type { MetadataRoute } from "next";

import { featureRoutes, marketingRoutes } from "@/content/routes";
import { listOpenJobIds } from "@/lib/server/careers/jobs";
import { listOpenGovJobIds } from "@/lib/server/gov/jobs";
import { siteUrl } from "@/lib/seo";

// From Next's cache like the boards: rebuilt at most every 60 s, or after a job write.
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl().origin;
  const pages: MetadataRoute.Sitemap = [...marketingRoutes, ...featureRoutes].map((path) => ({
    url: `${base}${path === "/" ? "" : path}`,
    changeFrequency: path === "/company-career" || path === "/gov-career" ? "daily" : "monthly",
    priority: path === "/" ? 1 : path.endsWith("-policy") || path === "/terms-and-conditions" ? 0.3 : 0.7,
  }));
  // Every job taking applications, on both boards; a closed or removed job drops out.
  const [companyJobs, govJobs] = await Promise.all([listOpenJobIds(), listOpenGovJobIds()]);
  const jobs = [
    ...companyJobs.map((job) => ({ path: `/company-career/${job.id}`, updatedAt: job.updatedAt })),
    ...govJobs.map((job) => ({ path: `/gov-career/${job.id}`, updatedAt: job.updatedAt })),
  ].map((job) => ({
    url: `${base}${job.path}`,
    lastModified: job.updatedAt,
    changeFrequency: "daily" as const,
    priority: 0.6,
  }));
  return [...pages, ...jobs];
}
