"use client";

import { PageError } from "@/components/site/page-error";

// An unexpected error in any public page without a boundary of its own (/chatbot, /contact...):
// inside the public chrome, in the page's language (the layout gives the words), with a retry that
// fetches the page from the server again and a link home.
export default function PublicError({ retry }: { error: unknown; retry: () => void }) {
  return <PageError retry={retry} />;
}
