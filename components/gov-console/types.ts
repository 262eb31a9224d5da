// The government-job console API's answers, as the console receives them.
import type { GovDashboardStats } from "@/lib/server/gov/console/stats";
import type { GovConsoleJob } from "@/lib/server/gov/console/jobs";
import type { GovApplicationDetail } from "@/lib/server/gov/console/applications";

export type { GovConsoleJob, GovApplicationDetail, GovDashboardStats };

export type ApplicationRow = {
  id: string;
  applicationNumber: string;
  name: string;
  email: string;
  mobile1: string;
  feePaise: number;
  status: GovApplicationDetail["status"];
  paymentStatus: GovApplicationDetail["paymentStatus"];
  jobId: string;
  jobTitle: string;
  appliedDate: string;
  paidAt: string | null;
  /** Paise refunded to the applicant (processed refunds); the payment status stays "completed". */
  refundedPaise: number;
};

export type ApplicationPage = {
  applications: ApplicationRow[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
};
