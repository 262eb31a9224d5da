import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("software-development");

export default function SoftwareDevelopmentPage() {
  return <ServicePage slug="software-development" />;
}
