"use client";

import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { DescriptionList } from "@/components/ui/description-list";
import { EmailText } from "@/components/ui/email-text";
import { SectionCard } from "@/components/ui/section-card";
import { firstName, formatDateOnly } from "@/lib/format";
import type { SelfDto } from "@/lib/server/employees/dto";
import { employeeStatusClasses } from "@/lib/validation/employees";

import { AccountNumber } from "./account-number";

const notProvided = <span className="text-slate-400 italic">Not provided</span>;

/** A card of the record's label/value pairs; a missing value reads 'Not provided'. */
function Facts({ id, title, items }: { id: string; title: string; items: [string, React.ReactNode][] }) {
  return (
    <SectionCard id={id} title={title} focusable>
      <DescriptionList items={items.map(([label, value]) => [label, value || notProvided])} />
    </SectionCard>
  );
}

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
          <h2 className="text-2xl font-bold text-slate-900">Welcome, {firstName(e.name)}</h2>
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
        <Facts
          id="personal"
          title="Personal Information"
          items={[
            [
              "Full Name",
              <span key="name" data-testid="user-name">
                {e.name}
              </span>,
            ],
            ["Email", <EmailText key="email" email={e.email} />],
            ["Phone", e.phoneNumber],
            ["Date of Birth", formatDateOnly(e.dateOfBirth)],
            ["Posted At", e.postedAt],
            ["Father's Name", e.fatherName],
          ]}
        />
        <Facts
          id="employment"
          title="Employment Details"
          items={[
            ["Designation", e.designation],
            ["Department", e.department],
            ["Date of Joining", formatDateOnly(e.dateOfJoining)],
            ["Experience", e.experience],
          ]}
        />
      </div>
      <Facts
        id="bank"
        title="Bank Details"
        items={[
          ["Bank Name", e.bankName],
          ["Account Number", <AccountNumber key="account" masked={e.accountNumber} />],
          ["IFSC Code", e.ifscCode],
        ]}
      />
    </>
  );
}
