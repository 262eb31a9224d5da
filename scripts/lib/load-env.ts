// Imported first by every tsx script that reads the environment: loads .env files the way Next
// does (same files, same order, a variable already set wins), then validates the result as
// next.config.ts does, so a bad value stops the script with its name.
import nextEnv from "@next/env";

import { parseEnv } from "@/lib/env";

// `next dev` loads .env.development*, everything else .env.production* (.env.test* under test).
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production");

try {
  parseEnv(process.env);
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
