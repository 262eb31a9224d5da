// The help desk's fixed data. Its texts (title, greeting, placeholder...) are in the catalogue's
// "chat" namespace, which ships with every public page: keep both tiny.
export const helpDesk = {
  statusPage: "/gov-career/status",
} as const;
