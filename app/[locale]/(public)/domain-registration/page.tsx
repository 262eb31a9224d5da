import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("domain-registration");

export default function DomainRegistrationPage() {
  return <ServicePage slug="domain-registration" />;
}
