import { company } from "@/content/company";
import { siteUrl } from "@/lib/seo";

/** schema.org Organization for search engines (home page). */
export function OrganizationJsonLd() {
  const url = siteUrl().origin;
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url,
    logo: `${url}/images/brand/logo-mark.svg`,
    foundingDate: String(company.foundedYear),
    email: company.email,
    telephone: company.phone.replace(/\s/g, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.addressParts.street,
      addressLocality: company.addressParts.city,
      addressRegion: company.addressParts.region,
      postalCode: company.addressParts.postalCode,
      addressCountry: company.addressParts.country,
    },
    sameAs: company.socials.map((s) => s.href),
  };
  // Escape "<" so the JSON can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
