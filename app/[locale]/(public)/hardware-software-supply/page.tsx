import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("hardware-software-supply");

export default function HardwareSoftwareSupplyPage() {
  return <ServicePage slug="hardware-software-supply" />;
}
