import "server-only";

import { db } from "@/lib/server/db/client";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { employeeDto, type EmployeeRow, employeeSelect } from "@/lib/server/employees/dto";
import { employeeOrderBy, employeeWhere } from "@/lib/server/employees/list";
import { csvStream } from "@/lib/server/platform/csv";
import type { EmployeeListQuery } from "@/lib/validation/employees";

// CSV export of the filtered employee list (streamed, formula cells neutralised: platform/csv).
// Bank account, Aadhaar and PAN are masked. Batches are pages of the list's own order.

const BATCH = 500;

const columns: [string, (e: ReturnType<typeof employeeDto>) => string | null][] = [
  ["Reference ID", (e) => e.referenceId],
  ["Employee ID", (e) => e.empId],
  ["Name", (e) => e.name],
  ["Email", (e) => e.email],
  ["Phone", (e) => e.phoneNumber],
  ["Father's Name", (e) => e.fatherName],
  ["Date of Birth", (e) => e.dateOfBirth],
  ["Department", (e) => e.department],
  ["Designation", (e) => e.designation],
  ["Posted At", (e) => e.postedAt],
  ["Date of Joining", (e) => e.dateOfJoining],
  ["Experience", (e) => e.experience],
  ["Status", (e) => e.status],
  ["Bank Name", (e) => e.bankName],
  ["Account Number", (e) => e.accountNumber],
  ["IFSC Code", (e) => e.ifscCode],
  ["Aadhaar", (e) => e.aadhar],
  ["PAN", (e) => e.panCard],
  ["Created At", (e) => e.createdAt],
];

export async function exportEmployeesCsv(actor: Actor, query: EmployeeListQuery, ip?: string) {
  const where = employeeWhere(query);
  const orderBy = employeeOrderBy(query);
  const total = await db.employee.count({ where });
  await audit(db, actor, {
    action: "employee.export",
    entityType: "Employee",
    data: { rows: total, q: query.q || null, status: query.status ?? null, department: query.department ?? null },
    ip,
  });
  return csvStream({
    name: "employees.export",
    header: columns.map(([title]) => title),
    cells: (row: EmployeeRow) => {
      const employee = employeeDto(row);
      return columns.map(([, pick]) => pick(employee));
    },
    batchSize: BATCH,
    nextBatch: (_last, written) =>
      db.employee.findMany({ where, orderBy, skip: written, take: BATCH, select: employeeSelect }),
  });
}
