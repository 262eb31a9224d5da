import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("payroll-management");

export default function PayrollManagementPage() {
  return <ServicePage slug="payroll-management" />;
}
