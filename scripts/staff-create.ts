// npm run staff:create -- --email a@example.in --name "Full Name" --role Admin [--reset-password]
// npm run staff:create -- --email a@example.in --role GovAdmin --disable (or --enable)
// Creates a staff account (Admin, CompanyAdmin or GovAdmin) on the target database (DATABASE_URL,
// or the embedded one), gives an existing one a new password, or disables one (a staff member who
// left) and enables it again. The password is never an argument (it would sit in the shell history
// and the process list): it is asked for twice on a terminal, or read from the first line of
// standard input, or from STAFF_PASSWORD. Disabling and enabling ask for none.
import "./lib/load-env";
import readline from "node:readline";
import { parseArgs } from "node:util";

import { db } from "@/lib/server/db/client";
import {
  createStaffAccount,
  setStaffAccountActive,
  STAFF_ROLES,
  StaffAccountError,
} from "@/lib/server/auth/staff-accounts";

const roles = STAFF_ROLES.join("|");
const usage = [
  `Usage: npm run staff:create -- --email <e-mail> --name <name> --role <${roles}> [--reset-password]`,
  `       npm run staff:create -- --email <e-mail> --role <${roles}> --disable | --enable`,
].join("\n");

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let prompted = false;
    output._writeToOutput = (s: string) => {
      if (!prompted) {
        process.stdout.write(s);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function firstLineOfStdin(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return "";
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden("Password (at least 8 characters): ");
  const again = await askHidden("Password again: ");
  if (first !== again) throw new StaffAccountError("The two passwords do not match: nothing was changed.");
  return first;
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        "reset-password": { type: "boolean", default: false },
        disable: { type: "boolean", default: false },
        enable: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    return 2;
  }
  const resetPassword = values["reset-password"] ?? false;
  const { disable = false, enable = false } = values;
  const creating = !resetPassword && !disable && !enable;
  // One change at a time: after a mixed command the operator could not tell which part was done.
  const changes = [resetPassword, disable, enable].filter(Boolean).length;
  if (!values.email || !values.role || (creating && !values.name) || changes > 1) {
    console.error(usage);
    return 2;
  }
  try {
    if (disable || enable) {
      const result = await setStaffAccountActive(db, { email: values.email, role: values.role }, enable);
      console.log(
        result.action === "disabled"
          ? `Disabled ${result.role} account ${result.email}: it cannot sign in or reset its password, and its sessions are signed out.`
          : `Enabled ${result.role} account ${result.email}: it can sign in again with its password.`,
      );
      return 0;
    }
    const password = await readPassword();
    const result = await createStaffAccount(
      db,
      { email: values.email, name: values.name, role: values.role as (typeof STAFF_ROLES)[number], password },
      { resetPassword },
    );
    console.log(
      result.action === "created"
        ? `Created ${result.role} account ${result.email}. Sign in at /login.`
        : `New password set for ${result.email}; its earlier sessions are signed out.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.$disconnect();
  }
}

// Exit explicitly: the embedded database keeps the event loop alive after $disconnect.
process.exit(await main());
