import { type inferParserType, parseAsInteger, parseAsString, parseAsStringLiteral } from "nuqs/server";

import {
  EMPLOYEE_SORTS,
  EMPLOYEE_STATUSES,
  type EmployeeListQuery,
  employeeListQuerySchema,
} from "@/lib/validation/employees";

/**
 * The employee list in the URL, under the names GET /api/employees takes:
 * ?q=&status=&department=&sort=&order=&page=&pageSize= (defaults left out). Read by the server page
 * (createLoader) and by the console (useQueryStates), so both see the same list.
 */
export const employeeListParams = {
  q: parseAsString.withDefault(""),
  status: parseAsStringLiteral(EMPLOYEE_STATUSES),
  department: parseAsString,
  sort: parseAsStringLiteral(EMPLOYEE_SORTS).withDefault("createdAt"),
  order: parseAsStringLiteral(["asc", "desc"] as const).withDefault("desc"),
  page: parseAsInteger.withDefault(1),
  pageSize: parseAsInteger.withDefault(10),
};

export type EmployeeListUrl = inferParserType<typeof employeeListParams>;

/** The URL's values as the API's query (trimmed, bounded, out-of-range numbers back to their defaults). */
export function toListQuery(url: EmployeeListUrl): EmployeeListQuery {
  return employeeListQuerySchema.parse({
    ...url,
    q: url.q.slice(0, 100),
    status: url.status ?? undefined,
    department: url.department || undefined,
  });
}

/** A patch of the query as URL values: undefined, "" and defaults remove the key. */
export function toUrlPatch(patch: Partial<EmployeeListQuery>): Partial<EmployeeListUrl> {
  return Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value === "" ? null : (value ?? null)]));
}
