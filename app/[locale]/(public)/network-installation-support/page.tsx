import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("network-installation-support");

export default function NetworkInstallationSupportPage() {
  return <ServicePage slug="network-installation-support" />;
}
