import type { ServiceInfo } from "./types";

// IT services: software, networks, domains, repair, hardware and software supply. Their words are
// in the catalogue (messages/<locale>/services.json, services.items.<slug>).

export const softwareDevelopment: ServiceInfo = {
  slug: "software-development",
  icon: "code",
  image: "/images/services/software-development.svg",
  highlightIcons: ["globe", "layers", "cloud", "lock"],
};

export const networkInstallation: ServiceInfo = {
  slug: "network-installation-support",
  icon: "network",
  image: "/images/services/network-installation-support.svg",
  highlightIcons: ["router", "wifi", "shield-check", "wrench"],
};

export const domainRegistration: ServiceInfo = {
  slug: "domain-registration",
  icon: "globe",
  image: "/images/services/domain-registration.svg",
  highlightIcons: ["search", "server", "badge-check", "calendar"],
};

export const computerRepair: ServiceInfo = {
  slug: "computer-repair",
  icon: "wrench",
  image: "/images/services/computer-repair.svg",
  highlightIcons: ["cpu", "settings", "hard-drive", "life-buoy"],
};

export const hardwareSoftwareSupply: ServiceInfo = {
  slug: "hardware-software-supply",
  icon: "package-check",
  image: "/images/services/hardware-software-supply.svg",
  highlightIcons: ["monitor", "hard-drive", "key-round", "truck"],
};
