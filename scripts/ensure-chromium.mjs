// Makes sure the system Chromium that Playwright drives is installed (Playwright's own browser
// download cannot work here). Installs Debian's package when we are root with apt; otherwise
// says exactly what to install.
import { execSync } from "node:child_process";
import fs from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Installing Debian's chromium for the end-to-end tests...");
    execSync("apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium", {
      stdio: "inherit",
    });
  } else {
    console.error(
      `Chromium was not found at ${path}.\n` +
        "Install it with: sudo apt-get install -y chromium (Debian/Ubuntu),\n" +
        "or point CHROMIUM_PATH at an installed Chromium/Chrome binary.",
    );
    process.exit(1);
  }
}
