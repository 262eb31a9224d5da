// Shared data for the public-site specs: every route of the route table this feature builds,
// with the heading a visitor sees on it.
import { aboutPage, storyPage } from "../content/about";
import { contactPage } from "../content/contact";
import { coFounderProfile, founderProfile } from "../content/founders";
import { careerChooser } from "../content/pages";
import { marketingRoutes } from "../content/routes";
import { services } from "./catalogue";

export const headings: Record<string, string | RegExp> = {
  "/": /^Your trusted partner for/,
  "/about": aboutPage.heading,
  "/our-story": storyPage.heading,
  "/founder-profile": founderProfile.name,
  "/co-founder-profile": coFounderProfile.name,
  "/services": "Our Services",
  ...Object.fromEntries(services.map((s) => [`/${s.slug}`, s.title])),
  "/industries": "Industries We Serve",
  "/career": careerChooser.heading,
  "/events": "Our Events & Celebrations",
  "/contact": contactPage.heading,
  "/privacy-policy": "Privacy Policy",
  "/terms-and-conditions": "Terms and Conditions",
  "/refund-policy": "Refund Policy",
  "/cancellation-policy": "Cancellation Policy",
};

export const publicRoutes = [...marketingRoutes];

export const mobile = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;
