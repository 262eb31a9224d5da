import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { likeLiteral } from "@/lib/server/db/sql";
import { employeeDto, employeeSelect } from "@/lib/server/employees/dto";
import type { EmployeeListQuery } from "@/lib/validation/employees";
import { phoneSearchDigits } from "@/lib/validation/ids";

// The admin's employee table: search, filters, sort and pages are applied in the database,
// so the list stays fast with thousands of employees.

// Prisma sends these as ILIKE: the user's % and _ are escaped (likeLiteral).
const contains = (q: string) => ({ contains: likeLiteral(q), mode: "insensitive" as const });

export function employeeWhere(query: Pick<EmployeeListQuery, "q" | "status" | "department">) {
  const where: Prisma.EmployeeWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.department) where.department = { equals: likeLiteral(query.department), mode: "insensitive" };
  const q = query.q.trim();
  const digits = phoneSearchDigits(q);
  if (q) {
    where.OR = [
      { referenceId: contains(q) },
      { empId: contains(q) },
      { department: contains(q) },
      { designation: contains(q) },
      { postedAt: contains(q) },
      { phoneNumber: contains(q) },
      // A mobile typed with +91, a trunk 0 or spaces finds the 10 digits stored.
      ...(digits.length >= 3 ? [{ phoneNumber: { contains: digits } }] : []),
      { user: { name: contains(q) } },
      { user: { email: contains(q) } },
    ];
  }
  return where;
}

export function employeeOrderBy(query: Pick<EmployeeListQuery, "sort" | "order">) {
  const { sort, order } = query;
  const primary: Prisma.EmployeeOrderByWithRelationInput =
    sort === "name"
      ? { user: { name: order } }
      : sort === "dateOfJoining"
        ? { dateOfJoining: { sort: order, nulls: "last" } }
        : { [sort]: order };
  // The id breaks ties, so pages never repeat or skip a row.
  return [primary, { id: order }] satisfies Prisma.EmployeeOrderByWithRelationInput[];
}

export async function listEmployees(query: EmployeeListQuery) {
  const where = employeeWhere(query);
  const [total, rows] = await Promise.all([
    db.employee.count({ where }),
    db.employee.findMany({
      where,
      orderBy: employeeOrderBy(query),
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      select: employeeSelect,
    }),
  ]);
  // A page past the last (its last row deleted, a stale link) is empty: the console then asks for
  // the last page (useEmployeeList), as an API client reading pages until an empty one expects.
  return {
    employees: rows.map(employeeDto),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

export type EmployeePage = Awaited<ReturnType<typeof listEmployees>>;

/** Departments in use, for the filter (most employees first). */
export async function listDepartments(): Promise<string[]> {
  const groups = await db.employee.groupBy({
    by: ["department"],
    _count: { _all: true },
    orderBy: { _count: { department: "desc" } },
  });
  return groups.map((g) => g.department);
}
