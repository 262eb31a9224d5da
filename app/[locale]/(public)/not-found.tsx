import type { Metadata } from "next";

import { NotFoundContent } from "@/components/site/not-found-content";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

// notFound() in a public page (an unknown job): the layout around it is the public chrome already.
export default function NotFound() {
  return <NotFoundContent />;
}
