import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/seo";

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl().origin;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/login",
        "/dashboard",
        "/admin-dashboard",
        "/company-admin-dashboard",
        "/gov-admin-dashboard",
        "/employee-dashboard",
      ],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
