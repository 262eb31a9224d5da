import type { MetadataRoute } from "next";

import { featureRoutes, marketingRoutes } from "@/content/routes";
import { listOpenJobIds } from "@/lib/server/careers/jobs";
import { listOpenGovJobIds } from "@/lib/server/gov/jobs";
import { localePath, siteUrl } from "@/lib/seo";

// From Next's cache like the boards: rebuilt at most every 60 s, or after a job write.
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl().origin;
  const url = (path: string, locale = "en") =>
    `${base}${path === "/" && locale === "en" ? "" : localePath(path, locale)}`;
  // Each page once per language, each entry naming both (hreflang), English first.
  // The same set each page's head names: x-default is the English page.
  const alternates = (path: string) => ({
    languages: { "en-IN": url(path), "hi-IN": url(path, "hi"), "x-default": url(path) },
  });
  const inBothLanguages = <T extends { path: string }>(entries: T[]) =>
    entries.flatMap(({ path, ...rest }) =>
      ["en", "hi"].map((locale) => ({ url: url(path, locale), alternates: alternates(path), ...rest })),
    );
  const pages: MetadataRoute.Sitemap = inBothLanguages(
    [...marketingRoutes, ...featureRoutes].map((path) => ({
      path,
      changeFrequency: path === "/company-career" || path === "/gov-career" ? ("daily" as const) : ("monthly" as const),
      priority: path === "/" ? 1 : path.endsWith("-policy") || path === "/terms-and-conditions" ? 0.3 : 0.7,
    })),
  );
  // Every job taking applications, on both boards; a closed or removed job drops out.
  const [companyJobs, govJobs] = await Promise.all([listOpenJobIds(), listOpenGovJobIds()]);
  const jobs = inBothLanguages(
    [
      ...companyJobs.map((job) => ({ path: `/company-career/${job.id}`, updatedAt: job.updatedAt })),
      ...govJobs.map((job) => ({ path: `/gov-career/${job.id}`, updatedAt: job.updatedAt })),
    ].map((job) => ({ path: job.path, lastModified: job.updatedAt, changeFrequency: "daily" as const, priority: 0.6 })),
  );
  return [...pages, ...jobs];
}
