import { describe, expect, it } from "vitest";

import { CITIES_BY_REGION, STATES, UNION_TERRITORIES } from "@/lib/job-posting/india-places";
import { parseIndianLocation } from "@/lib/job-posting/location";

const at = (addressLocality: string | undefined, addressRegion: string | undefined, remote = false) => ({
  ...(addressLocality && { addressLocality }),
  ...(addressRegion && { addressRegion }),
  addressCountry: "IN",
  remote,
});

describe("parseIndianLocation", () => {
  it.each([
    ["Pune, Maharashtra", at("Pune", "Maharashtra")],
    ["Bengaluru", at("Bengaluru", "Karnataka")],
    ["Bangalore, Karnataka", at("Bengaluru", "Karnataka")],
    ["New Delhi", at("New Delhi", "Delhi")],
    ["Remote", at(undefined, undefined, true)],
    ["Remote (India)", at(undefined, undefined, true)],
    ["Hybrid - Hyderabad", at("Hyderabad", "Telangana")],
    ["Noida, UP", at("Noida", "Uttar Pradesh")],
    ["Gurugram, Haryana", at("Gurugram", "Haryana")],
    ["Mumbai / Pune", at("Mumbai", "Maharashtra")],
    ["Lucknow, Uttar Pradesh, India", at("Lucknow", "Uttar Pradesh")],
    ["All India", at(undefined, undefined)],
    ["Patna (Bihar)", at("Patna", "Bihar")],
    // Old names and alternate spellings are written by the official name
    ["Gurgaon", at("Gurugram", "Haryana")],
    ["Bombay", at("Mumbai", "Maharashtra")],
    ["Calcutta", at("Kolkata", "West Bengal")],
    ["Madras, TN", at("Chennai", "Tamil Nadu")],
    ["Trivandrum", at("Thiruvananthapuram", "Kerala")],
    ["Vizag, A.P.", at("Visakhapatnam", "Andhra Pradesh")],
    // Our own job board's texts
    ["Patna, Bihar (Hybrid)", at("Patna", "Bihar")],
    ["Bhagalpur", at("Bhagalpur", "Bihar")],
    ["Various blocks, Bihar", at(undefined, "Bihar")],
    // Remote with a base city keeps the city
    ["Remote - Bengaluru", at("Bengaluru", "Karnataka", true)],
    ["Work from home", at(undefined, undefined, true)],
    // A town we do not list is taken from its place before a known state
    ["Sitamarhi Road, Bihar", at("Sitamarhi Road", "Bihar")],
    ["Leh, Ladakh", at("Leh", "Ladakh")],
    ["Srinagar, J&K", at("Srinagar", "Jammu and Kashmir")],
    ["Port Blair, Andaman & Nicobar", at("Port Blair", "Andaman and Nicobar Islands")],
    ["Pondicherry", at("Puducherry", "Puducherry")],
    ["Bhubaneswar, Orissa", at("Bhubaneswar", "Odisha")],
    ["Indore (M.P.)", at("Indore", "Madhya Pradesh")],
    ["Shimla, HP", at("Shimla", "Himachal Pradesh")],
    ["Siliguri, WB", at("Siliguri", "West Bengal")],
    ["Goa", at(undefined, "Goa")],
    // Two cities: the first one, and a state after the second does not move the first
    ["Mumbai or Bengaluru, Karnataka", at("Mumbai", "Maharashtra")],
    ["Gurgaon, Delhi NCR", at("Gurugram", "Haryana")],
    // A state written after a city that shares its name with a town elsewhere wins, as typed
    ["Aurangabad, Bihar", at("Aurangabad", "Bihar")],
    ["Pan India", at(undefined, undefined)],
    ["Anywhere in India", at(undefined, undefined)],
    ["Head office", at(undefined, undefined)],
    ["", at(undefined, undefined)],
  ])("%j", (text, expected) => {
    expect(parseIndianLocation(text)).toStrictEqual(expected);
  });

  it("knows all 28 states and 8 union territories, by their official names", () => {
    expect(STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    for (const region of [...STATES, ...UNION_TERRITORIES]) {
      expect(parseIndianLocation(region).addressRegion).toBe(region);
    }
  });

  it("places every listed city in its own state", () => {
    for (const [region, cities] of Object.entries(CITIES_BY_REGION)) {
      for (const city of cities ?? []) {
        expect(parseIndianLocation(city)).toMatchObject({ addressLocality: city, addressRegion: region });
      }
    }
  });
});
