// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { button, click, jsonResponse, render, type, until } from "@/lib/testing/render";

import { EmployeeFormDialog } from "./employee-form-dialog";

const byLabel = (text: string) =>
  [...document.querySelectorAll("label")].find((l) => l.textContent === text)?.control ?? null;

/** The hint tied to the labelled field (its aria-describedby). */
const hintOf = (label: string) =>
  (byLabel(label)?.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => (id.endsWith("-hint") ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join("");

describe("Add Employee: the password choice", () => {
  it("gives the address no warning about changing it", () => {
    render(
      <ToastProvider>
        <EmployeeFormDialog mode="create" employee={null} onClose={vi.fn()} onSaved={vi.fn()} />
      </ToastProvider>,
    );
    expect(byLabel("Email")).not.toBeNull();
    expect(hintOf("Email")).toBe("");
  });

  it("asks for an initial password until the admin chooses to e-mail a link instead", () => {
    render(
      <ToastProvider>
        <EmployeeFormDialog mode="create" employee={null} onClose={vi.fn()} onSaved={vi.fn()} />
      </ToastProvider>,
    );
    const typed = byLabel("Type a password now") as HTMLInputElement;
    expect(typed.checked).toBe(true);
    expect(byLabel("Initial Password")).not.toBeNull();
    click(byLabel("E-mail a link to set their own password")!);
    expect(byLabel("Initial Password")).toBeNull();
    click(typed);
    expect(byLabel("Initial Password")).not.toBeNull();
  });

  it("says a link cannot go to an Inactive employee, and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(
      <ToastProvider>
        <EmployeeFormDialog mode="create" employee={null} onClose={vi.fn()} onSaved={vi.fn()} />
      </ToastProvider>,
    );
    click(byLabel("E-mail a link to set their own password")!);
    const status = byLabel("Status") as HTMLSelectElement;
    status.value = "Inactive";
    status.dispatchEvent(new Event("change", { bubbles: true }));
    click(button("Create Employee"));
    const alert = await until(() => document.getElementById("password-setup-error"));
    expect(alert.textContent).toMatch(/An Inactive employee cannot sign in, so the link would not work/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the browser from remembering Aadhaar, PAN and account numbers", () => {
    render(
      <ToastProvider>
        <EmployeeFormDialog mode="create" employee={null} onClose={vi.fn()} onSaved={vi.fn()} />
      </ToastProvider>,
    );
    for (const label of ["Aadhaar Number", "PAN", "Account Number"]) {
      expect(byLabel(label)?.getAttribute("autocomplete"), label).toBe("off");
    }
  });
});

describe("Edit Employee: Aadhaar, PAN and account number", () => {
  const record = {
    id: "emp-1",
    _id: "emp-1",
    referenceId: "EMP0102",
    name: "Kavita Sharma",
    email: "kavita@example.in",
    fatherName: null,
    dateOfBirth: null,
    aadhar: "XXXX XXXX 2347",
    panCard: "XXXXXX234F",
    phoneNumber: null,
    empId: null,
    dateOfJoining: null,
    designation: "Clerk",
    department: "Accounts",
    postedAt: null,
    experience: null,
    bankName: "State Bank of India",
    accountNumber: "XXXXXXXX5678",
    ifscCode: "SBIN0001234",
    status: "Active",
    profilePicturePath: null,
    hiredFromApplication: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-02T10:00:00.000Z",
  };
  const full = { ...record, aadhar: "234567892347", panCard: "ABCDE1234F", accountNumber: "123456785678" };

  /** The dialog over a stubbed API; returns the requests it made and the last save's form data. */
  async function openEdit() {
    const requests: string[] = [];
    let saved: FormData | null = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push(`${init?.method ?? "GET"} ${url}`);
        if (init?.method === "PUT") {
          saved = init.body as FormData;
          return jsonResponse(200, { employee: record });
        }
        return jsonResponse(200, { employee: url.endsWith("?reveal=1") ? full : record });
      }),
    );
    const onSaved = vi.fn();
    render(
      <ToastProvider>
        <EmployeeFormDialog mode="edit" employee={record as never} onClose={vi.fn()} onSaved={onSaved} />
      </ToastProvider>,
    );
    await until(() => byLabel("Designation"));
    return { requests, saved: () => saved, onSaved };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("opens with them masked and read-only, reveals nothing, and a save leaves them out", async () => {
    const { requests, saved, onSaved } = await openEdit();
    expect(requests).toEqual(["GET /api/employees/emp-1"]);
    const account = byLabel("Account Number") as HTMLInputElement;
    expect([account.value, account.readOnly]).toEqual(["XXXXXXXX5678", true]);
    expect((byLabel("Aadhaar Number") as HTMLInputElement).value).toBe("XXXX XXXX 2347");
    type(byLabel("Designation") as HTMLInputElement, "Senior Clerk");
    click(button("Save Changes"));
    await until(() => onSaved.mock.calls.length > 0);
    const body = saved()!;
    expect(body.get("designation")).toBe("Senior Clerk");
    expect(["aadhar", "panCard", "accountNumber"].filter((name) => body.has(name))).toEqual([]);
    expect(requests).not.toContain("GET /api/employees/emp-1?reveal=1");
  });

  it("says beside the address that changing it signs the employee out and sends a new link", async () => {
    await openEdit();
    expect(hintOf("Email")).toBe("A change signs them out and e-mails the new address a link to set a new password");
  });

  it("shows them in full to change them (the audited reveal), and then sends them", async () => {
    const { requests, saved, onSaved } = await openEdit();
    click(button("Show and change them"));
    const account = await until(() => {
      const field = byLabel("Account Number") as HTMLInputElement;
      return field.readOnly ? null : field;
    });
    expect(requests).toContain("GET /api/employees/emp-1?reveal=1");
    expect(account.value).toBe("123456785678");
    // The button is gone; the keyboard is in the first field it opened.
    await until(() => document.activeElement === byLabel("Aadhaar Number") || null);
    type(account, "987654321098");
    click(button("Save Changes"));
    await until(() => onSaved.mock.calls.length > 0);
    const body = saved()!;
    expect([body.get("accountNumber"), body.get("aadhar"), body.get("panCard")]).toEqual([
      "987654321098",
      "234567892347",
      "ABCDE1234F",
    ]);
  });
});
