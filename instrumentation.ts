// Next.js start-up hook: checks the environment and prepares the database before the first
// request is served.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { bootstrap } = await import("./lib/server/platform/bootstrap");
  await bootstrap();
}
