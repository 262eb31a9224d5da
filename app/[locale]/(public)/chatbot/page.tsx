import type { Metadata } from "next";

import { ChatPanel } from "@/components/chat/chat-panel";
import { company } from "@/content/company";
import { helpDesk } from "@/content/help-desk";

export const metadata: Metadata = {
  title: "Helpdesk",
  description: `Ask the ${company.name} virtual assistant about our services, job applications, fees and office hours.`,
  alternates: { canonical: "/chatbot" },
};

export default function ChatbotPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900">{helpDesk.title}</h1>
      <p className="mt-2 mb-6 text-slate-600">
        Ask about our services, job applications and fees, refunds, office hours or how to reach us. The assistant
        cannot see application statuses or personal data.
      </p>
      <ChatPanel variant="page" />
    </div>
  );
}
