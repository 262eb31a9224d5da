// Prisma CLI configuration. The app itself never reads this file: it picks its driver adapter
// in lib/server/db/client.ts. A deployer with internet access can run `prisma migrate deploy` with
// DATABASE_URL set; on machines without the native engine use `npm run db:deploy`.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
