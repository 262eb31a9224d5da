import { company } from "@/content/company";

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

/** `text` with each `{placeholder}` replaced by its value (an unknown one stays as written). */
export function fillPolicyText(text: string, values: Record<string, string> = policyValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
