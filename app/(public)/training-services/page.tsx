import { ServicePage, serviceMetadata } from "@/components/services/service-page";

export const metadata = serviceMetadata("training-services");

export default function TrainingServicesPage() {
  return <ServicePage slug="training-services" />;
}
