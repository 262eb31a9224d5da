import { ServicePage, serviceMetadata } from "@/components/services/service-page";

export const metadata = serviceMetadata("hardware-software-supply");

export default function HardwareSoftwareSupplyPage() {
  return <ServicePage slug="hardware-software-supply" />;
}
