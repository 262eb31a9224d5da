// The help desk's own texts. Kept tiny: the chat button ships this module with every public page.
import { company } from "./company";

export const helpDesk = {
  title: `${company.name} Helpdesk`,
  greeting: `Hello! I'm the ${company.name} virtual assistant. How can I help you today with our IT solutions, HR services or job openings?`,
  placeholder: "Ask about our services...",
  statusPage: "/gov-career/status",
} as const;
