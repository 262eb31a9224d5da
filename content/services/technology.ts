import type { Service } from "./types";

// IT services: software, networks, domains, repair, hardware and software supply.

export const softwareDevelopment: Service = {
  slug: "software-development",
  title: "Software Development",
  summary:
    "Websites, web applications and mobile apps built to your requirements, tested thoroughly and supported after launch.",
  icon: "code",
  image: "/images/services/software-development.svg",
  hero: {
    eyebrow: "Custom software",
    heading: "Software that fits the way you work",
    text: "Our engineers design, build and maintain web portals, business applications and mobile apps, with clear milestones and a working demo at every step.",
    button: "Let's Develop Together →",
  },
  highlights: [
    { title: "Web applications", text: "Portals, dashboards and workflows in modern frameworks.", icon: "globe" },
    { title: "Mobile apps", text: "Android and iOS apps for customers and field teams.", icon: "layers" },
    { title: "Cloud ready", text: "Deployed on reliable cloud infrastructure with backups.", icon: "cloud" },
    { title: "Secure by design", text: "Access control, encryption and security testing built in.", icon: "lock" },
  ],
  whyChoose: {
    heading: "Why Choose Our Development Team",
    intro: "We build the smallest thing that solves your problem well, then grow it with you.",
    points: [
      "Fixed-scope milestones with demos you can try",
      "Source code and documentation handed over to you",
      "Accessible, mobile-first user interfaces",
      "Automated tests and code reviews on every change",
      "Support and maintenance plans after launch",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "Business websites", text: "Fast, search-friendly sites your team can update." },
      { title: "Custom web applications", text: "HR, inventory, billing and citizen-service portals." },
      { title: "Mobile applications", text: "Apps that work well even on slow networks." },
      { title: "Integrations and APIs", text: "Payment gateways, SMS, e-mail and government APIs." },
    ],
  },
  cta: {
    heading: "Have an idea or a process to digitise?",
    text: "Book a discovery call; we will come back with a scope, a timeline and a fixed quote.",
    button: "Let's Develop Together →",
  },
};

export const networkInstallation: Service = {
  slug: "network-installation-support",
  title: "Network Installation & Support",
  summary:
    "Structured cabling, Wi-Fi, routers, firewalls and CCTV networks designed, installed and maintained for offices and campuses.",
  icon: "network",
  image: "/images/services/network-installation-support.svg",
  hero: {
    eyebrow: "Networking",
    heading: "Reliable networks for offices that cannot stop",
    text: "We survey your site, design the network, install and label every cable and device, and support it afterwards with agreed response times.",
    button: "Request Network Setup →",
  },
  highlights: [
    { title: "Structured cabling", text: "Cat6 and fibre runs, racks and patch panels done neatly.", icon: "router" },
    { title: "Wi-Fi coverage", text: "Surveyed access points for full, fast coverage.", icon: "wifi" },
    { title: "Firewalls and security", text: "Secure internet access and network segmentation.", icon: "shield-check" },
    { title: "Annual maintenance", text: "Preventive checks and quick on-site support.", icon: "wrench" },
  ],
  whyChoose: {
    heading: "Why Choose Our Network Team",
    intro: "A network is only as good as its installation and documentation.",
    points: [
      "Site survey and written design before work begins",
      "Certified technicians and branded equipment",
      "Every port labelled and documented",
      "Remote monitoring options for critical sites",
      "Annual maintenance contracts with response times",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "LAN and Wi-Fi setup", text: "Offices, schools, hospitals and warehouses." },
      { title: "Server room setup", text: "Racks, power backup and cooling planning." },
      { title: "CCTV and access control", text: "IP cameras and door access on your network." },
      { title: "Troubleshooting", text: "Diagnosis and repair of slow or failing networks." },
    ],
  },
  cta: {
    heading: "Planning a new office or an upgrade?",
    text: "We will visit, survey and quote without obligation.",
    button: "Request Network Setup →",
  },
};

export const domainRegistration: Service = {
  slug: "domain-registration",
  title: "Domain Registration",
  summary: "Domain names, DNS, business e-mail and hosting set up correctly, renewed on time and kept in your name.",
  icon: "globe",
  image: "/images/services/domain-registration.svg",
  hero: {
    eyebrow: "Domains and hosting",
    heading: "Your name on the internet, secured",
    text: "We help you choose and register the right domain, configure DNS and professional e-mail, and make sure renewals never lapse.",
    button: "Talk to a Domain Expert →",
  },
  highlights: [
    { title: "Domain search", text: ".in, .com, .org and more, registered in your name.", icon: "search" },
    { title: "DNS management", text: "Records configured for your website and e-mail.", icon: "server" },
    { title: "Business e-mail", text: "Professional addresses on your own domain.", icon: "badge-check" },
    { title: "Renewal reminders", text: "We track expiry dates so nothing lapses.", icon: "calendar" },
  ],
  whyChoose: {
    heading: "Why Choose Us for Domains",
    intro: "A domain is a business asset: it should always stay under your control.",
    points: [
      "Registered with you as the legal owner",
      "SSL certificates for secure websites",
      "Transfers from other registrars handled",
      "Spam protection for business e-mail",
      "Clear yearly pricing with no hidden charges",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "Registration and transfer", text: "New domains and moves from other providers." },
      { title: "Web hosting", text: "Fast hosting with daily backups." },
      { title: "E-mail setup", text: "Mailboxes, aliases and device configuration." },
      { title: "SSL and security", text: "Certificates installed and renewed automatically." },
    ],
  },
  cta: {
    heading: "Found the perfect name?",
    text: "Talk to us before someone else registers it.",
    button: "Talk to a Domain Expert →",
  },
};

export const computerRepair: Service = {
  slug: "computer-repair",
  title: "Computer Repair",
  summary:
    "Diagnosis and repair of desktops, laptops and printers, on site or at our service desk, with genuine parts.",
  icon: "wrench",
  image: "/images/services/computer-repair.svg",
  hero: {
    eyebrow: "Repair and support",
    heading: "Back to work, fast",
    text: "Our technicians diagnose hardware and software faults, explain the fix and the cost before starting, and get your machines running again.",
    button: "Get Help Now →",
  },
  highlights: [
    { title: "Hardware repair", text: "Boards, screens, keyboards, batteries and power supplies.", icon: "cpu" },
    { title: "Software issues", text: "Virus removal, OS reinstall and performance tune-ups.", icon: "settings" },
    { title: "Data recovery", text: "Files recovered from failing or damaged drives.", icon: "hard-drive" },
    { title: "On-site support", text: "Technicians at your office for business customers.", icon: "life-buoy" },
  ],
  whyChoose: {
    heading: "Why Choose Our Repair Service",
    intro: "Honest diagnosis, fair prices and repairs that last.",
    points: [
      "Free diagnosis with a quote before any work",
      "Genuine and warranty-backed spare parts",
      "Same-day service for common faults",
      "Data privacy respected on every device",
      "Annual maintenance contracts for offices",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "Laptop and desktop repair", text: "All major brands, in warranty and out." },
      { title: "Printer servicing", text: "Laser and inkjet repairs and maintenance." },
      { title: "Upgrades", text: "SSD, memory and component upgrades." },
      { title: "AMC for businesses", text: "Scheduled maintenance for all office machines." },
    ],
  },
  cta: {
    heading: "Machine not working?",
    text: "Describe the problem and we will tell you the next step today.",
    button: "Get Help Now →",
  },
};

export const hardwareSoftwareSupply: Service = {
  slug: "hardware-software-supply",
  title: "Hardware & Software Supply",
  summary:
    "Computers, peripherals, networking equipment and licensed software sourced at fair prices, delivered and installed.",
  icon: "package-check",
  image: "/images/services/hardware-software-supply.svg",
  hero: {
    eyebrow: "IT procurement",
    heading: "The right equipment and licences, without the hassle",
    text: "We recommend, source, deliver and install hardware and genuine software for offices, labs and government projects, with warranties registered in your name.",
    button: "Talk to a Solutions Expert →",
  },
  highlights: [
    { title: "Computers and laptops", text: "Business-grade machines from leading brands.", icon: "monitor" },
    { title: "Peripherals", text: "Printers, scanners, UPS units and displays.", icon: "hard-drive" },
    { title: "Licensed software", text: "Operating systems, office suites and antivirus.", icon: "key-round" },
    { title: "Delivery and setup", text: "Installed, configured and ready to use.", icon: "truck" },
  ],
  whyChoose: {
    heading: "Why Choose Us for IT Supply",
    intro: "We recommend what you need, not what is easiest to sell.",
    points: [
      "Genuine products with manufacturer warranty",
      "Quotes compared across brands for your budget",
      "GST invoices and documentation for audits",
      "Bulk orders for labs and government tenders",
      "After-sales support from our own technicians",
    ],
  },
  offer: {
    heading: "What We Offer",
    items: [
      { title: "Office IT setup", text: "Everything a new office needs, in one order." },
      { title: "Computer labs", text: "Labs for schools, colleges and training centres." },
      { title: "Software licensing", text: "Volume licences, renewals and compliance." },
      { title: "Asset tracking", text: "Inventory records of what you own and where." },
    ],
  },
  cta: {
    heading: "Equipping a team or a lab?",
    text: "Send us your requirements and we will return a clear, itemised quote.",
    button: "Talk to a Solutions Expert →",
  },
};
