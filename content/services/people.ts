import type { ServiceInfo } from "./types";

// HR and people services: verification, manpower, payroll, staffing, training. Their words are in
// the catalogue (messages/<locale>/services.json, services.items.<slug>).

export const employmentVerification: ServiceInfo = {
  slug: "employment-verification",
  icon: "shield-check",
  image: "/images/services/employment-verification.svg",
  highlightIcons: ["id-card", "map-pin", "history", "message-square-quote"],
};

export const manpowerSupply: ServiceInfo = {
  slug: "manpower-supply",
  icon: "users",
  image: "/images/services/manpower-supply.svg",
  highlightIcons: ["zap", "user-check", "scale", "headset"],
};

export const payrollManagement: ServiceInfo = {
  slug: "payroll-management",
  icon: "wallet",
  image: "/images/services/payroll-management.svg",
  highlightIcons: ["calculator", "file-check", "receipt", "lock"],
};

export const staffingConsultancy: ServiceInfo = {
  slug: "staffing-consultancy",
  icon: "briefcase",
  image: "/images/services/staffing-consultancy.svg",
  highlightIcons: ["target", "clipboard-list", "trending-up", "lightbulb"],
};

export const trainingServices: ServiceInfo = {
  slug: "training-services",
  icon: "graduation-cap",
  image: "/images/services/training-services.svg",
  highlightIcons: ["laptop", "presentation", "scale", "award"],
};
