// npm run db:seed [-- --demo]: idempotent seed of the target database with the demo data (jobs,
// staff and employees with a published password). Refused on a production database (NODE_ENV
// production with DATABASE_URL) unless --demo or SEED_DEMO_ACCOUNTS=1: a live site gets its staff
// from `npm run staff:create` and its jobs from the dashboards.
import "./lib/load-env";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { demoSeedAllowed, printDemoAccounts, seedDatabase } from "@/lib/server/db/seed";

if (!demoSeedAllowed(env(), process.argv)) {
  console.error(
    "Production database: the demo data was not created (pass --demo or SEED_DEMO_ACCOUNTS=1 to allow it). " +
      "Create staff accounts with `npm run staff:create`.",
  );
  process.exit(1);
}
const result = await seedDatabase(db);
console.log(
  `Seed: ${result.createdCompanyJobs} company jobs, ${result.createdGovJobs} government jobs, ${result.createdUsers} users created.`,
);
printDemoAccounts();
await db.$disconnect();
