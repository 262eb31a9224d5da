import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("employment-verification");

export default function EmploymentVerificationPage() {
  return <ServicePage slug="employment-verification" />;
}
