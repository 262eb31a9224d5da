import { company } from "@/content/company";
import { messageText } from "@/lib/i18n/compiled-catalogue";

// The company facts the policy texts name as placeholders ("write to {email}"), filled in when a
// page shows them, so the catalogue never repeats them and they change in one place.
export const policyValues: Record<string, string> = {
  name: company.name,
  legalName: company.legalName,
  email: company.email,
  phone: company.phone,
  address: company.address,
  city: company.headquarters.city,
  state: company.headquarters.state,
  country: company.headquarters.country,
  foundedYear: String(company.foundedYear),
  officeHours: company.officeHours,
};

/**
 * `text` with each `{placeholder}` replaced by its value (an unknown one stays as written). The
 * build hands a text with placeholders over precompiled (lib/i18n/compiled-catalogue.ts), hence
 * `messageText` first.
 */
export function fillPolicyText(text: string, values: Record<string, string> = policyValues): string {
  return (messageText(text) ?? String(text)).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
