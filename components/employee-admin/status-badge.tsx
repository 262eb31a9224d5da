import { Badge } from "@/components/ui/badge";
import type { EmployeeStatus } from "@/lib/generated/prisma/enums";
import { employeeStatusClasses } from "@/lib/validation/employees";

export function StatusBadge({ status }: { status: EmployeeStatus }) {
  return <Badge className={employeeStatusClasses[status]}>{status}</Badge>;
}
