// The career chooser's cards: where each leads, its icon and picture (its words are the catalogue's
// "career" namespace).

export const careerChooser = {
  /** The page's heading (its words are the catalogue's "career"; the specs read this copy). */
  heading: "Start Your Career With Us",
  cards: [
    {
      href: "/company-career",
      icon: "briefcase",
      image: "/images/career/company.svg",
    },
    {
      href: "/gov-career",
      icon: "landmark",
      image: "/images/career/government.svg",
    },
  ],
} as const;
