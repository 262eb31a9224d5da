import { describe, expect, it } from "vitest";

import {
  acceptsDrop,
  BOARD_COLUMNS,
  groupByStatus,
  moveChoices,
  moveTarget,
  neighbourColumn,
  overMessage,
} from "./board-columns";

describe("board columns", () => {
  it("has one column per status, in the pipeline's order, withdrawn last", () => {
    expect(BOARD_COLUMNS).toEqual(["pending", "reviewed", "shortlisted", "rejected", "hired", "withdrawn"]);
  });

  it("takes drops on every staff status but not on withdrawn", () => {
    expect(BOARD_COLUMNS.filter(acceptsDrop)).toEqual(["pending", "reviewed", "shortlisted", "rejected", "hired"]);
  });

  it.each([
    ["pending", "reviewed", "reviewed"],
    ["shortlisted", "rejected", "rejected"],
    ["withdrawn", "pending", null],
    ["pending", "pending", null],
    ["pending", "withdrawn", null],
    ["pending", "archived", null],
    ["pending", undefined, null],
    ["pending", 42, null],
  ] as const)("a card from %s dropped on %s sends %s", (from, target, expected) => {
    expect(moveTarget(from, target)).toBe(expected);
  });

  it("offers every other staff status in the Move to menu", () => {
    expect(moveChoices("reviewed")).toEqual(["pending", "shortlisted", "rejected", "hired"]);
    // The applicant closed it: the server refuses any change, so none is offered.
    expect(moveChoices("withdrawn")).toEqual([]);
  });

  it("groups applications by status, keeping their order", () => {
    const apps = [
      { id: "a", status: "pending" },
      { id: "b", status: "hired" },
      { id: "c", status: "pending" },
      { id: "d", status: "withdrawn" },
    ] as const;
    const columns = groupByStatus(apps);
    expect(columns.pending.map((a) => a.id)).toEqual(["a", "c"]);
    expect(columns.hired.map((a) => a.id)).toEqual(["b"]);
    expect(columns.withdrawn.map((a) => a.id)).toEqual(["d"]);
    expect(columns.reviewed).toEqual([]);
  });

  it("moves by keyboard to the neighbouring column that takes drops", () => {
    expect(neighbourColumn("pending", 1)).toBe("reviewed");
    expect(neighbourColumn("reviewed", -1)).toBe("pending");
    expect(neighbourColumn("pending", -1)).toBeNull();
    expect(neighbourColumn("hired", 1)).toBeNull();
    expect(neighbourColumn("withdrawn", -1)).toBe("hired");
  });

  it("tells a screen reader where the card is", () => {
    expect(overMessage("Asha", "pending", "shortlisted")).toBe("Asha is over Shortlisted. Drop to move it there.");
    expect(overMessage("Asha", "pending", "pending")).toBe("Asha is over its own column, Pending.");
    expect(overMessage("Asha", "pending", "withdrawn")).toBe("Asha cannot be dropped on Withdrawn.");
  });
});
