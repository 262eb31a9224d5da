// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";
import { CHAT_MAX_REPLY_CHARS, chatRequestSchema } from "@/lib/validation/chat";

import { ChatMessage } from "./chat-message";
import { chatHistory, type ChatTurn } from "./use-chat";

vi.mock(import("next/navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  useRouter: (() => ({ prefetch: () => {} })) as never,
}));

describe("a help desk reply's links", () => {
  it("links our own pages, and leaves an address that leads to another site as text", () => {
    const text = "Apply on [the board](/gov-career). [Pay here](//1249763780/pay) is not ours.";
    const { container } = render(
      <ul>
        <ChatMessage turn={{ id: 1, role: "model", text }} />
      </ul>,
    );
    const links = [...container.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([["the board", "/gov-career"]]);
    expect(container.textContent).toContain("[Pay here](//1249763780/pay)");
  });
});

describe("the face a turn is drawn in", () => {
  it("draws the greeting in the site's cut Devanagari face, and every turn after it (any Hindi word) in the whole one", () => {
    const { container } = render(
      <ul>
        <ChatMessage turn={{ id: 0, role: "model", text: "नमस्ते!" }} />
        <ChatMessage turn={{ id: 1, role: "user", text: "ब्रह्मपुत्र" }} />
        <ChatMessage turn={{ id: 2, role: "model", text: "जवाब" }} />
      </ul>,
    );
    const marked = [...container.querySelectorAll("p")].map((p) => p.classList.contains("visitor-text"));
    expect(marked).toEqual([false, true, true]);
  });
});

describe("the conversation the browser sends back", () => {
  const turn = (id: number, role: ChatTurn["role"], text: string): ChatTurn => ({ id, role, text });

  it("leaves out our greeting and cuts a reply longer than the API takes, never inside an emoji", () => {
    const long = `${"a".repeat(CHAT_MAX_REPLY_CHARS - 1)}😀 and more`;
    const history = chatHistory(
      [turn(0, "model", "Hello!"), turn(1, "user", "Fees?"), turn(2, "model", long)],
      turn(3, "user", "And the deadline?"),
    );
    expect(history.map((m) => m.role)).toEqual(["user", "model", "user"]);
    expect(history[1].text).toBe("a".repeat(CHAT_MAX_REPLY_CHARS - 1));
    expect(chatRequestSchema.safeParse({ messages: history }).success).toBe(true);
  });

  it("keeps the last twenty turns", () => {
    const turns = Array.from({ length: 30 }, (_, i) => turn(i, i % 2 ? "user" : "model", `turn ${i}`));
    const history = chatHistory(turns, turn(30, "user", "last"));
    expect(history).toHaveLength(20);
    expect(history.at(-1)).toEqual({ role: "user", text: "last" });
  });
});
