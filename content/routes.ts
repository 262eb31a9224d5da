import { serviceSlugs } from "@/content/services/types";

// Every public page of the site (spec section 2's route table, without /login): the sitemap
// lists them and the end-to-end tests visit them.

export const marketingRoutes = [
  "/",
  "/about",
  "/our-story",
  "/founder-profile",
  "/co-founder-profile",
  "/services",
  ...serviceSlugs.map((slug) => `/${slug}`),
  "/industries",
  "/career",
  "/events",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  "/refund-policy",
  "/cancellation-policy",
] as const;

/** Public pages owned by other features (careers boards, chatbot) that also belong in the sitemap. */
export const featureRoutes = ["/company-career", "/gov-career", "/chatbot"] as const;
