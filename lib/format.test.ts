// The recruiting body and its place on the receipt, the application PDF and the call letter: each
// place named once.
import { describe, expect, it } from "vitest";

import { organisationWithPlace } from "./format";

describe("organisationWithPlace", () => {
  it("does not name the city twice when the organisation ends with it", () => {
    expect(organisationWithPlace("District Collectorate, Gaya", "Gaya, Bihar")).toBe(
      "District Collectorate, Gaya, Bihar",
    );
    expect(organisationWithPlace("Sadar Hospital, Muzaffarpur", "muzaffarpur, Bihar")).toBe(
      "Sadar Hospital, Muzaffarpur, Bihar",
    );
    expect(organisationWithPlace("Urban Local Body, Bhagalpur, Bihar", "Bhagalpur, Bihar")).toBe(
      "Urban Local Body, Bhagalpur, Bihar",
    );
  });

  it("joins them as they are otherwise", () => {
    expect(organisationWithPlace("Bihar State Revenue Board (via outsourcing)", "Patna, Bihar")).toBe(
      "Bihar State Revenue Board (via outsourcing), Patna, Bihar",
    );
    expect(organisationWithPlace("ICDS Directorate", "Darbhanga, Bihar")).toBe("ICDS Directorate, Darbhanga, Bihar");
    // A word inside the name is not a place already named.
    expect(organisationWithPlace("Gaya College", "Gaya, Bihar")).toBe("Gaya College, Gaya, Bihar");
    expect(organisationWithPlace("Rural Development Department", "Various blocks, Bihar")).toBe(
      "Rural Development Department, Various blocks, Bihar",
    );
  });
});
