import { json, withAuth } from "@/lib/server/http/api";
import { readEmployeeRequest } from "@/lib/server/employees/input";
import { listDepartments, listEmployees } from "@/lib/server/employees/list";
import { createEmployee } from "@/lib/server/employees/records";
import { employeeCreateRequestSchema } from "@/lib/validation/employee-drafts";
import { listQueryFromSearchParams } from "@/lib/validation/employees";

const noStore = { headers: { "Cache-Control": "no-store" } };

// GET /api/employees - employees, paginated, searched, filtered and sorted in the database (Admin)
export const GET = withAuth("employees.read", async ({ req }) => {
  const query = listQueryFromSearchParams(new URL(req.url).searchParams);
  const [page, departments] = await Promise.all([listEmployees(query), listDepartments()]);
  return json({ success: true, ...page, departments }, noStore);
});

// POST /api/employees - create an employee and their sign-in (multipart with optional profilePicture, or JSON);
// with draftId, the record completes that hire (its resume is attached as a document)
export const POST = withAuth("employees.write", async ({ req, user, ip }) => {
  const { fields, photo } = await readEmployeeRequest(req);
  const { draftId, ...input } = employeeCreateRequestSchema.parse(fields);
  const employee = await createEmployee(user, input, photo, ip, draftId);
  return json({ success: true, message: "Employee created successfully", employee }, { status: 201 });
});
