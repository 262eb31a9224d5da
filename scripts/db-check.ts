// npm run db:check: fails when prisma/schema.prisma and prisma/migrations disagree, i.e. when
// applying every migration to an empty database would not produce the schema.
import "./lib/load-env";
import { pendingSchemaDiff } from "./lib/schema-engine";

const sql = await pendingSchemaDiff();
if (sql) {
  console.error("schema.prisma has changes that no migration contains. Run `npm run db:migrate -- <name>`.\n");
  console.error(sql);
  process.exit(1);
}
console.log("OK: the migrations produce exactly schema.prisma.");
