// Used by scripts/bench-api.mjs: migrates the bench database (DATABASE_URL, or the embedded one
// under DATA_DIR) and fills it with BENCH_JOBS company jobs of varied, realistic text.
import "./lib/load-env";
import { applyMigrations } from "@/lib/server/db/migrations";

import { withTargetDatabase } from "./lib/target-db";

const count = Number(process.env.BENCH_JOBS ?? 500);
const titles = [
  "Full Stack Developer",
  "Payroll Specialist",
  "HR Executive - Recruitment",
  "Network Support Engineer",
  "Python Developer (Django)",
  "IT Trainer",
  "Hardware Technician",
  "Background Verification Executive",
  "Data Entry Operator",
  "Business Development Manager",
];
const places = [
  "Patna, Bihar",
  "Gaya, Bihar",
  "Muzaffarpur, Bihar",
  "Bhagalpur, Bihar",
  "Remote (India)",
  "Kolkata, West Bengal",
];
const companies = ["TechServe Solutions", "Bihar Digital Services Pvt. Ltd.", "Eastern Staffing LLP"];
const colors = ["PurpleIndigo", "BlueSky", "EmeraldGreen", "PinkRose", "OrangeRed"];

await withTargetDatabase(async (runner, label) => {
  await applyMigrations(runner);
  const start = Date.UTC(2026, 0, 1);
  const rows: unknown[] = [];
  const values: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = `${titles[i % titles.length]} ${Math.floor(i / titles.length) + 1}`;
    const low = 2 + (i % 9);
    const p = rows.length;
    values.push(
      `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7}, $${p + 8}::"JobColor", $${p + 9}, $${p + 10}, $${p + 10})`,
    );
    rows.push(
      `bench-job-${String(i + 1).padStart(4, "0")}`,
      title,
      companies[i % companies.length],
      places[i % places.length],
      `₹${low} - ${low + 3} LPA`,
      `${i % 6}-${(i % 6) + 3} years`,
      `${title}: join a growing team serving HR, payroll and IT clients across eastern India. ` +
        "You will work with modern tools, learn from experienced colleagues and own real outcomes.",
      colors[i % colors.length],
      i % 40,
      new Date(start + i * 60_000),
    );
  }
  await runner.query(
    `INSERT INTO "CompanyJob" ("id", "title", "company", "location", "salary", "experience", "description", "color",
       "applicationCount", "createdAt", "updatedAt") VALUES ${values.join(", ")} ON CONFLICT ("id") DO NOTHING`,
    rows,
  );
  // Planner statistics, as autovacuum gathers them within a minute of a bulk insert on a live
  // database. Without them the first minutes plan the board as a full scan and sort, and which of
  // the two servers the bench measures before autovacuum's pass would decide the ratio.
  await runner.query(`ANALYZE "CompanyJob"`);
  const [{ n }] = await runner.query<{ n: number }>(`SELECT count(*)::int AS n FROM "CompanyJob" WHERE "isActive"`);
  console.log(`bench-seed: ${n} active company jobs in ${label}`);
});
