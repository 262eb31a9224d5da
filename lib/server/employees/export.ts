import "server-only";

import { formatIstTimestamp } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { type Actor, audit, auditedFilter } from "@/lib/server/platform/audit";
import { employeeDto, type EmployeeRow, employeeSelect } from "@/lib/server/employees/dto";
import { employeeOrderBy, employeeWhere } from "@/lib/server/employees/list";
import { csvStream } from "@/lib/server/platform/csv";
import type { EmployeeListQuery } from "@/lib/validation/employees";

// CSV export of the filtered employee list (streamed, formula cells neutralised: platform/csv).
// Bank account, Aadhaar and PAN are masked. The rows are the list as it stood when the export began
// (its ids, in the list's order), read in batches: an employee added or deleted meanwhile shifts no
// other row, so none is written twice or left out, as pages by offset did.

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
  // In India's time, as the console shows it (an instant in UTC read as 5 March for a 6 March record).
  ["Created At (IST)", (e) => formatIstTimestamp(new Date(e.createdAt))],
];

export async function exportEmployeesCsv(actor: Actor, query: EmployeeListQuery, ip?: string) {
  const where = employeeWhere(query);
  const ids = (await db.employee.findMany({ where, orderBy: employeeOrderBy(query), select: { id: true } })).map(
    (row) => row.id,
  );
  await audit(db, actor, {
    action: "employee.export",
    entityType: "Employee",
    // The search (a name, e-mail or phone number) is not kept: the log outlives the employee.
    data: {
      rows: ids.length,
      ...auditedFilter({ q: query.q || undefined, status: query.status ?? null, department: query.department ?? null }),
    },
    ip,
  });
  let next = 0;
  return csvStream({
    name: "employees.export",
    header: columns.map(([title]) => title),
    cells: (row: EmployeeRow) => {
      const employee = employeeDto(row);
      return columns.map(([, pick]) => pick(employee));
    },
    batchSize: BATCH,
    // A full batch unless the list is done (a short one ends the file): one deleted since the
    // export began is skipped and the next ids fill its place.
    nextBatch: async () => {
      const batch: EmployeeRow[] = [];
      while (batch.length < BATCH && next < ids.length) {
        const wanted = ids.slice(next, next + BATCH - batch.length);
        next += wanted.length;
        const rows = await db.employee.findMany({ where: { id: { in: wanted } }, select: employeeSelect });
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const id of wanted) {
          const row = byId.get(id);
          if (row) batch.push(row);
        }
      }
      return batch;
    },
  });
}
