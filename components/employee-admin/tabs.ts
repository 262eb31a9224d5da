// The console's sections (plain data, shared by the server page and the client sidebar).
export const EMPLOYEE_ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", icon: "M3 12l9-9 9 9M5 10v10h5v-6h4v6h5V10" },
  {
    id: "employees",
    label: "Employee Management",
    icon: "M17 20h5v-2a4 4 0 0 0-5-3.87M9 20H4v-2a4 4 0 0 1 5-3.87m6-4.13a4 4 0 1 1-8 0 4 4 0 0 1 8 0m6 2a3 3 0 1 1-6 0 3 3 0 0 1 6 0",
  },
  {
    id: "settings",
    label: "Settings",
    icon: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2-1.2L14.5 3h-4l-.4 2.6a7.5 7.5 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7.5 7.5 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z",
  },
] as const;

export type EmployeeAdminTab = (typeof EMPLOYEE_ADMIN_TABS)[number]["id"];

/** The sections' URL values (?tab=), the default first. */
export const EMPLOYEE_ADMIN_TAB_IDS = [
  "dashboard",
  "employees",
  "settings",
] as const satisfies readonly EmployeeAdminTab[];
