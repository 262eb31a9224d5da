import { company } from "@/content/company";
import type { IconName } from "@/content/icons";

// About and Our Story pages: figures, icons and media. Their text is in the catalogue
// (messages/<locale>/about.json, namespace "about").

export const aboutPage = {
  /** The English h1 ("about.hero.heading"), which the Playwright specs look for. */
  heading: `About ${company.name}`,
  /** Figures; each label is "about.stats.<key>". */
  stats: [
    { key: "clients", value: "500+" },
    { key: "projects", value: "50+" },
    { key: "success", value: "99%" },
    { key: "support", value: "24/7" },
  ],
  /** Feature cards; each title and text is "about.features.<key>". */
  features: [
    { key: "hr", icon: "users" },
    { key: "technology", icon: "code" },
    { key: "government", icon: "landmark" },
    { key: "security", icon: "lock" },
    { key: "local", icon: "map-pin" },
    { key: "results", icon: "trending-up" },
  ],
} as const satisfies {
  heading: string;
  stats: readonly { key: string; value: string }[];
  features: readonly { key: string; icon: IconName }[];
};

export const storyPage = {
  /** The English h1 ("about.story.hero.heading"), which the Playwright specs look for. */
  heading: "Our Story",
  video: {
    src: "/media/our-story.webm",
    captions: "/media/our-story.en.vtt",
    poster: "/images/story/poster.svg",
  },
};
