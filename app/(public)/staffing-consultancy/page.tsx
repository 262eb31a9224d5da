import { ServicePage, serviceMetadata } from "@/components/services/service-page";

export const metadata = serviceMetadata("staffing-consultancy");

export default function StaffingConsultancyPage() {
  return <ServicePage slug="staffing-consultancy" />;
}
