import "server-only";

import { db } from "@/lib/server/db/client";
import { type Actor, audit } from "@/lib/server/employees/audit";
import { employeeDto, employeeSelect } from "@/lib/server/employees/dto";
import { employeeOrderBy, employeeWhere } from "@/lib/server/employees/list";
import { log } from "@/lib/server/platform/log";
import type { EmployeeListQuery } from "@/lib/validation/employees";

// CSV export of the filtered employee list, streamed in batches so memory stays flat however
// many rows match. Bank account, Aadhaar and PAN are masked; cells that a spreadsheet would
// run as a formula are neutralised.

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

/** One CSV cell: formula-leading values get a leading apostrophe, then RFC 4180 quoting. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | null)[]) => cells.map(csvCell).join(",") + "\r\n";

export function exportFileName(now = new Date()): string {
  return `employees_${now.toISOString().slice(0, 10)}.csv`;
}

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

  const encoder = new TextEncoder();
  let skip = 0;
  let headerSent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode("\uFEFF" + csvLine(columns.map(([title]) => title))));
          return;
        }
        const rows = await db.employee.findMany({ where, orderBy, skip, take: BATCH, select: employeeSelect });
        skip += rows.length;
        if (rows.length) {
          const chunk = rows.map((r) => csvLine(columns.map(([, pick]) => pick(employeeDto(r))))).join("");
          controller.enqueue(encoder.encode(chunk));
        }
        if (rows.length < BATCH) controller.close();
      } catch (error) {
        log.error("employees.export_failed", { error: error instanceof Error ? error.message : String(error) });
        controller.error(error);
      }
    },
  });
  return { stream, total, fileName: exportFileName() };
}
