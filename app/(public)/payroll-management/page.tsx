import { ServicePage, serviceMetadata } from "@/components/services/service-page";

export const metadata = serviceMetadata("payroll-management");

export default function PayrollManagementPage() {
  return <ServicePage slug="payroll-management" />;
}
