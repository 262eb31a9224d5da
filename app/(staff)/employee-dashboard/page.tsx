import type { Metadata } from "next";

import { requirePageUser } from "@/lib/server/auth/page";
import { listOwnDocuments } from "@/lib/server/employees/documents";
import { getOwnEmployee } from "@/lib/server/employees/read";

import { EmployeeDashboardClient } from "./page-client";

export const metadata: Metadata = { title: "My Dashboard", robots: { index: false } };

export default async function Page() {
  const user = await requirePageUser(["Employee"], "/employee-dashboard");
  const [employee, documents] = await Promise.all([getOwnEmployee(user.id), listOwnDocuments(user.id)]);
  return (
    <EmployeeDashboardClient
      account={{ name: user.name, email: user.email }}
      employee={employee}
      documents={documents}
    />
  );
}
