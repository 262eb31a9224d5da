// npm run staff:create -- --email a@example.in --name "Full Name" --role Admin [--reset-password]
// Creates a staff account (Admin, CompanyAdmin or GovAdmin) on the target database (DATABASE_URL,
// or the embedded one), or gives an existing one a new password. The password is never an
// argument (it would sit in the shell history and the process list): it is asked for twice on a
// terminal, or read from the first line of standard input, or from STAFF_PASSWORD.
import "./lib/load-env";
import readline from "node:readline";
import { parseArgs } from "node:util";

import { db } from "@/lib/server/db/client";
import { createStaffAccount, STAFF_ROLES, StaffAccountError } from "@/lib/server/auth/staff-accounts";

const usage = `Usage: npm run staff:create -- --email <e-mail> --name <name> --role <${STAFF_ROLES.join("|")}> [--reset-password]`;

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
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    return 2;
  }
  const resetPassword = values["reset-password"] ?? false;
  if (!values.email || !values.role || (!resetPassword && !values.name)) {
    console.error(usage);
    return 2;
  }
  try {
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
