// Next.js start-up hook: checks the environment and prepares the database before the first
// request is served, then publishes the routes the production entry answers without Next's
// router (lib/server/direct-routes.ts, scripts/production-server.mjs).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { bootstrap } = await import("./lib/server/bootstrap");
  await bootstrap();
  const [{ publishDirectRoutes }, { jobsApi }] = await Promise.all([
    import("./lib/server/direct-routes"),
    import("./lib/server/jobs-api"),
  ]);
  publishDirectRoutes({ "/api/jobs": jobsApi });
}
