import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("computer-repair");

export default function ComputerRepairPage() {
  return <ServicePage slug="computer-repair" />;
}
