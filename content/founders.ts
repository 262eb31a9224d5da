import { company } from "@/content/company";
import { leaders } from "@/content/people";

// Founder and co-founder profile pages.

export type FounderProfile = {
  name: string;
  role: string;
  image: string;
  quote: string;
  stats: { value: string; label: string }[];
  biography: string[];
  positions: { title: string; organisation: string; period: string }[];
  education: { degree: string; institution: string; year: string }[];
  organisations: string[];
  strengths: string[];
  expertise?: { title: string; text: string }[];
};

const [founder, coFounder] = leaders;
const home = `${company.legalName}, ${company.headquarters.city}`;

export const founderProfile: FounderProfile = {
  name: founder.name,
  role: founder.role,
  image: founder.image,
  quote: "Every job seeker deserves a genuine offer, and every employer deserves people they can trust.",
  stats: [
    { value: "12+", label: "Years in HR and recruitment" },
    { value: "1,276", label: "Workforce deployed" },
    { value: "500+", label: "Clients served" },
    { value: String(company.foundedYear), label: "Company founded" },
  ],
  biography: [
    "Abhishek Ranjan grew up in Patna and began his career recruiting field staff for a national logistics company, where he saw first-hand how often job seekers in small towns were asked to pay for jobs that never existed.",
    "Over the next decade he led recruitment and HR operations for staffing firms in Kolkata and Delhi, running hiring drives, payroll and compliance for thousands of workers across Eastern India.",
    "In 2022 he returned to Bihar to found the company with one principle: it never charges job seekers for its own recruitment or placement. Under his leadership the company has grown into a trusted partner for businesses and government departments, combining workforce services with technology.",
  ],
  positions: [
    { title: "Founder & Managing Director", organisation: home, period: "2022 - present" },
    {
      title: "Head of Recruitment Operations",
      organisation: "A national staffing company, Kolkata",
      period: "2016 - 2022",
    },
    { title: "Senior HR Executive", organisation: "A workforce services firm, New Delhi", period: "2012 - 2016" },
  ],
  education: [
    { degree: "MBA, Human Resource Management", institution: "A management institute in Pune", year: "2012" },
    { degree: "Bachelor of Commerce", institution: "A university in Patna", year: "2010" },
  ],
  organisations: [
    "Member, a national HR professionals' association",
    "Member, Bihar chamber of commerce and industry",
    "Mentor, a start-up incubation programme in Patna",
  ],
  strengths: [
    "Large-scale recruitment and deployment",
    "Labour law and statutory compliance",
    "Government project partnerships",
    "Building teams and processes from scratch",
  ],
};

export const coFounderProfile: FounderProfile = {
  name: coFounder.name,
  role: coFounder.role,
  image: coFounder.image,
  quote: "Good technology is invisible: people simply get paid, verified and supported on time.",
  stats: [
    { value: "10+", label: "Years in IT delivery" },
    { value: "78+", label: "IT solutions delivered" },
    { value: "2,356", label: "Verifications processed" },
    { value: "99%", label: "Success rate" },
  ],
  biography: [
    "Priyanka Sinha is a software engineer who spent ten years building enterprise systems for banks and public-sector clients before co-founding the company in 2022.",
    "She designed the company's verification and payroll workflows, built its IT services practice from the first network installation to full software projects, and leads the teams that deliver them.",
    "Priyanka is passionate about digital skills for young people in Bihar and personally leads the company's training programmes and campus drives.",
  ],
  positions: [
    {
      title: "Co-Founder & Director, Technology and Operations",
      organisation: home,
      period: "2022 - present",
    },
    { title: "Technical Project Manager", organisation: "An IT services company, Bengaluru", period: "2017 - 2022" },
    { title: "Software Engineer", organisation: "A banking software firm, Hyderabad", period: "2012 - 2017" },
  ],
  education: [
    {
      degree: "B.Tech, Computer Science and Engineering",
      institution: "An engineering college in Bihar",
      year: "2012",
    },
    {
      degree: "Certified project management professional",
      institution: "An international certification body",
      year: "2018",
    },
  ],
  organisations: [
    "Member, a national software and services industry body",
    "Volunteer mentor, a women-in-technology network",
    "Advisor, digital skills programmes for colleges in Bihar",
  ],
  strengths: [
    "Delivery management across HR and IT projects",
    "Secure system and process design",
    "Training and mentoring engineers",
    "Client communication and reporting",
  ],
  expertise: [
    { title: "Software architecture", text: "Web platforms, integrations and data security." },
    { title: "Process automation", text: "Payroll, verification and HR workflows that scale." },
    { title: "IT infrastructure", text: "Networks, hardware roll-outs and support models." },
    { title: "Skills development", text: "Training programmes that make graduates job-ready." },
  ],
};
