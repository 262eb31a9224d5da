import { formatBytes } from "@/lib/format";
import type { EmployeeDraftDto } from "@/lib/server/employees/drafts";
import type { EmployeeCreateInput } from "@/lib/validation/employees";
import { mobileDigits } from "@/lib/validation/ids";

// Add Employee started from a hire ("From hiring"): what the draft fills in, and the note that says
// where it came from and that the resume is attached on save.

/** The form fields a hire provides; the rest (bank, department...) the admin completes. */
export function draftValues(draft: EmployeeDraftDto): Partial<EmployeeCreateInput> {
  return {
    name: draft.fullName,
    email: draft.email,
    // The applicant typed it freely ("+91 98765 43210"); the form asks for the 10 digits.
    phoneNumber: mobileDigits(draft.phone),
    designation: draft.designation,
  };
}

export function DraftNote({ draft }: { draft: EmployeeDraftDto }) {
  return (
    <div role="note" className="rounded-lg border border-purple-200 bg-purple-50 p-3 text-sm text-slate-700">
      <p>
        From hiring: application <strong className="font-semibold">{draft.application.reference}</strong> for{" "}
        {draft.application.jobTitle}. Name, e-mail, phone and designation are filled in from it.
      </p>
      <p className="mt-1">
        {draft.resume
          ? `The resume (${draft.resume.fileName}, ${formatBytes(draft.resume.size)}) will be attached as a Resume document.`
          : "The application has no resume to attach."}
      </p>
    </div>
  );
}
