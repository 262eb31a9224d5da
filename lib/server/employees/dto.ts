import "server-only";

import { toDateOnly } from "@/lib/dates";
import { maskAadhaar, maskAccount, maskPan } from "@/lib/mask";

// The JSON shape of an employee record (spec section 3 field names). Aadhaar, PAN and the bank
// account number are masked here; only the explicit reveal paths return them in full.

export const employeeSelect = {
  id: true,
  referenceId: true,
  fatherName: true,
  dateOfBirth: true,
  aadhaarLast4: true,
  panLast4: true,
  phoneNumber: true,
  empId: true,
  dateOfJoining: true,
  designation: true,
  department: true,
  postedAt: true,
  experience: true,
  bankName: true,
  accountLast4: true,
  ifscCode: true,
  profilePhotoFileId: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  user: { select: { id: true, name: true, email: true } },
  fromDraft: { select: { application: { select: { reference: true } } } },
} as const;

export type EmployeeRow = {
  id: string;
  referenceId: string;
  fatherName: string | null;
  dateOfBirth: Date | null;
  aadhaarLast4: string | null;
  panLast4: string | null;
  phoneNumber: string | null;
  empId: string | null;
  dateOfJoining: Date | null;
  designation: string | null;
  department: string;
  postedAt: string | null;
  experience: string | null;
  bankName: string;
  accountLast4: string;
  ifscCode: string;
  profilePhotoFileId: string | null;
  status: "Active" | "Inactive" | "Pending";
  createdAt: Date;
  updatedAt: Date;
  user: { id: string; name: string; email: string };
  /** The hire this record was created from (Hire -> Create employee record). */
  fromDraft?: { application: { reference: string } } | null;
};

const dateOnly = (d: Date | null) => (d ? toDateOnly(d) : null);

/** Served by GET /api/employees/{id}/photo; the file id in the query changes when the photo does. */
export function photoPath(employeeId: string, fileId: string | null): string | null {
  return fileId ? `/api/employees/${employeeId}/photo?v=${fileId}` : null;
}

export function employeeDto(row: EmployeeRow) {
  return {
    id: row.id,
    _id: row.id,
    referenceId: row.referenceId,
    name: row.user.name,
    email: row.user.email,
    fatherName: row.fatherName,
    dateOfBirth: dateOnly(row.dateOfBirth),
    aadhar: row.aadhaarLast4 ? maskAadhaar(row.aadhaarLast4) : null,
    panCard: row.panLast4 ? maskPan(row.panLast4) : null,
    phoneNumber: row.phoneNumber,
    empId: row.empId,
    dateOfJoining: dateOnly(row.dateOfJoining),
    designation: row.designation,
    department: row.department,
    postedAt: row.postedAt,
    experience: row.experience,
    bankName: row.bankName,
    accountNumber: maskAccount(row.accountLast4),
    ifscCode: row.ifscCode,
    status: row.status,
    profilePicturePath: photoPath(row.id, row.profilePhotoFileId),
    /** The company application's reference when the record was created from a hire. */
    hiredFromApplication: row.fromDraft?.application.reference ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type EmployeeDto = ReturnType<typeof employeeDto>;

/** What GET /api/employees/me returns: the employee's own record, account number masked (spec section 7). */
export function selfDto(row: EmployeeRow) {
  const full = employeeDto(row);
  return {
    id: full.id,
    referenceId: full.referenceId,
    name: full.name,
    email: full.email,
    phoneNumber: full.phoneNumber,
    dateOfBirth: full.dateOfBirth,
    postedAt: full.postedAt,
    fatherName: full.fatherName,
    empId: full.empId,
    designation: full.designation,
    department: full.department,
    dateOfJoining: full.dateOfJoining,
    experience: full.experience,
    bankName: full.bankName,
    accountNumber: full.accountNumber,
    ifscCode: full.ifscCode,
    status: full.status,
    profilePicturePath: full.profilePicturePath,
  };
}

export type SelfDto = ReturnType<typeof selfDto>;
