import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";

export const metadata = serviceMetadata("training-services");

export default function TrainingServicesPage() {
  return <ServicePage slug="training-services" />;
}
