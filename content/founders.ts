import { company } from "@/content/company";
import { leaders } from "@/content/people";

// Founder and co-founder profile pages: who, the portrait and the figures. The words (role, quote,
// biography, positions, education, organisations, strengths, expertise, figure labels) are in the
// catalogue under "people.<key>" (messages/<locale>/about.json).

export type FounderProfile = {
  /** "people.founder" or "people.coFounder" in the catalogue. */
  key: "founder" | "coFounder";
  /** As written in every language. */
  name: string;
  image: string;
  /** Figures; each label is "people.<key>.stats.<stat key>". */
  stats: { key: string; value: string }[];
};

const [founder, coFounder] = leaders;

export const founderProfile: FounderProfile = {
  key: "founder",
  name: founder.name,
  image: founder.image,
  stats: [
    { key: "years", value: "12+" },
    { key: "workforce", value: "1,276" },
    { key: "clients", value: "500+" },
    { key: "founded", value: String(company.foundedYear) },
  ],
};

export const coFounderProfile: FounderProfile = {
  key: "coFounder",
  name: coFounder.name,
  image: coFounder.image,
  stats: [
    { key: "years", value: "10+" },
    { key: "solutions", value: "78+" },
    { key: "verifications", value: "2,356" },
    { key: "success", value: "99%" },
  ],
};

/** The words of a profile, as the catalogue holds them (t.raw of "people.<key>"). */
export type FounderProfileText = {
  role: string;
  quote: string;
  stats: Record<string, string>;
  biography: string[];
  positions: { title: string; organisation?: string; period: string }[];
  education: { degree: string; institution: string; year: string }[];
  organisations: string[];
  strengths: string[];
  expertise?: { title: string; text: string }[];
};
