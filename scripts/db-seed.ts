// npm run db:seed [-- --demo]: idempotent seed of the target database. Demo accounts (publicly
// known password) are refused in production with DATABASE_URL unless --demo or SEED_DEMO_ACCOUNTS=1.
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { demoAccountsAllowed, printDemoAccounts, seedDatabase } from "@/lib/server/seed";

const demoAccounts = demoAccountsAllowed(env(), process.argv);
if (!demoAccounts) {
  console.warn("Production database: demo accounts not created (pass --demo or SEED_DEMO_ACCOUNTS=1 to allow).");
}
const result = await seedDatabase(db, { demoAccounts });
console.log(
  `Seed: ${result.createdCompanyJobs} company jobs, ${result.createdGovJobs} government jobs, ${result.createdUsers} users created.`,
);
if (demoAccounts) printDemoAccounts();
await db.$disconnect();
