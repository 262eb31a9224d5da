import { ServicePage, serviceMetadata } from "@/components/services/service-page";

export const metadata = serviceMetadata("employment-verification");

export default function EmploymentVerificationPage() {
  return <ServicePage slug="employment-verification" />;
}
