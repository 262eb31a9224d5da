// Plain text as staff type it -> the small HTML Google reads in JobPosting.description: a paragraph
// per blank-line block, <br> at a line break, and a run of "- ", "* " or "• " lines as a list.
// Everything typed is escaped, so "<b>" in a description is text, not markup. Pure and client-safe.

const BULLET = /^\s*[-*•·▪]\s+/;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(blockToHtml)
    .join("");
}

function blockToHtml(lines: string[]): string {
  let html = "";
  let text: string[] = [];
  let items: string[] = [];
  const flushText = () => {
    if (text.length > 0) html += `<p>${text.map(escapeHtml).join("<br>")}</p>`;
    text = [];
  };
  const flushItems = () => {
    if (items.length > 0) html += `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
    items = [];
  };
  for (const line of lines) {
    if (BULLET.test(line)) {
      flushText();
      items.push(line.replace(BULLET, ""));
    } else {
      flushItems();
      text.push(line);
    }
  }
  flushText();
  flushItems();
  return html;
}
