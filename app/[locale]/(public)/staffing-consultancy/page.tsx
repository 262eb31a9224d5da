import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("staffing-consultancy");

export default function StaffingConsultancyPage() {
  return <ServicePage slug="staffing-consultancy" />;
}
