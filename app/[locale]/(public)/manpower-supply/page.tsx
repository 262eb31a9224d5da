import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("manpower-supply");

export default function ManpowerSupplyPage() {
  return <ServicePage slug="manpower-supply" />;
}
