"use client";

import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { firstName, formatDateOnly } from "@/lib/format";
import type { SelfDto } from "@/lib/server/employees/dto";
import { employeeStatusClasses } from "@/lib/validation/employees";

import { AccountNumber } from "./account-number";
import { InfoSection } from "./info-section";

/** The employee's own record: a summary card, then Personal, Employment and Bank details. */
export function EmployeeProfile({ employee: e }: { employee: SelfDto }) {
  return (
    <>
      <section
        aria-label="Profile summary"
        className="flex flex-wrap items-center gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <Avatar name={e.name} src={e.profilePicturePath} size="lg" />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Welcome, {firstName(e.name)}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {[e.designation, e.department].filter(Boolean).join(" · ")} · Reference ID{" "}
            <span className="font-mono">{e.referenceId}</span>
          </p>
          <div className="mt-2">
            <Badge className={employeeStatusClasses[e.status]}>{e.status}</Badge>
          </div>
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <InfoSection
          id="personal"
          title="Personal Information"
          items={[
            { label: "Full Name", value: e.name, testId: "user-name" },
            { label: "Email", value: e.email },
            { label: "Phone", value: e.phoneNumber },
            { label: "Date of Birth", value: formatDateOnly(e.dateOfBirth) },
            { label: "Posted At", value: e.postedAt },
            { label: "Father's Name", value: e.fatherName },
          ]}
        />
        <InfoSection
          id="employment"
          title="Employment Details"
          items={[
            { label: "Designation", value: e.designation },
            { label: "Department", value: e.department },
            { label: "Date of Joining", value: formatDateOnly(e.dateOfJoining) },
            { label: "Experience", value: e.experience },
          ]}
        />
      </div>
      <InfoSection
        id="bank"
        title="Bank Details"
        items={[
          { label: "Bank Name", value: e.bankName },
          {
            label: "Account Number",
            value: <AccountNumber masked={e.accountNumber} />,
          },
          { label: "IFSC Code", value: e.ifscCode },
        ]}
      />
    </>
  );
}
