// npm run db:deploy: applies committed migrations that the target database has not applied yet.
import "./lib/load-env";
import { applyMigrations } from "@/lib/server/db/migrations";

import { withTargetDatabase } from "./lib/target-db";

await withTargetDatabase(async (runner, label) => {
  const applied = await applyMigrations(runner);
  console.log(applied.length ? `Applied to ${label}: ${applied.join(", ")}` : `${label} is up to date.`);
});
