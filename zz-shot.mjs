import { chromium } from "@playwright/test";
const [, , url, out, width = "1280", full = "1"] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
p.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") errors.push(m.type() + ": " + m.text());
});
p.on("pageerror", (e) => errors.push("pageerror: " + e.message));
await p.goto(url, { waitUntil: "networkidle" });
await p.waitForTimeout(2500);
// trigger counters etc
await p.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 120));
  }
  window.scrollTo(0, 0);
});
await p.waitForTimeout(2500);
await p.screenshot({ path: out, fullPage: full === "1" });
console.log(errors.join("\n"));
await b.close();
