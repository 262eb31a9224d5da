import type { Metadata, Viewport } from "next";

import { company } from "@/content/company";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: company.name, template: `%s | ${company.name}` },
  description: `${company.name}: ${company.tagline}.`,
};

export const viewport: Viewport = { themeColor: "#800020" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
