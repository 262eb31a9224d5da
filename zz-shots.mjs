import { chromium } from "@playwright/test";
const [, , url, prefix, width = "1280", count = "4", height = "900"] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors = [];
p.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") errors.push(m.type() + ": " + m.text());
});
p.on("pageerror", (e) => errors.push("pageerror: " + e.message));
await p.goto(url, { waitUntil: "networkidle" });
await p.waitForTimeout(1000);
const total = await p.evaluate(() => document.body.scrollHeight);
for (let i = 0; i < Number(count); i++) {
  const y = Math.round((total - Number(height)) * (Number(count) === 1 ? 0 : i / (Number(count) - 1)));
  await p.evaluate((y) => window.scrollTo(0, y), y);
  await p.waitForTimeout(2300);
  await p.screenshot({ path: `${prefix}-${i}.png` });
}
console.log("height", total, errors.join("\n"));
await b.close();
