// The delivery promise with fixed dates: Sundays and holidays are skipped, zones by place.
import { describe, expect, test } from "vitest";
import { addWorkingDays, deliveryPromise, deliveryWindow, zoneOf } from "./delivery.ts";

// 28 November 2026 is a Saturday; 29 November a Sunday
const fridayEvening = new Date("2026-11-27T18:30:00+05:30");
const processing = { min: 1, max: 2 };

describe("the delivery window", () => {
  test("a Friday order to Bengaluru (metro to metro, 2-5 days) skips Sunday", () => {
    const zone = zoneOf({ district: "Central Delhi", stateCode: "07" }, { district: "Bangalore", stateCode: "29" });
    expect(zone).toBe("metro");
    // 3 working days after Fri 27: Sat 28, (Sun 29 skipped), Mon 30, Tue 1 Dec; 7 days: ... Sat 5 Dec
    const window = deliveryWindow(fridayEvening, processing, { min: 2, max: 5 }, []);
    expect(window).toEqual({ from: "2026-12-01", to: "2026-12-05" });
    expect(deliveryPromise(window)).toBe("Delivered by Tue, 1 Dec – Sat, 5 Dec");
  });

  test("a holiday is skipped like a Sunday", () => {
    const window = deliveryWindow(fridayEvening, processing, { min: 2, max: 5 }, ["2026-11-30", "2026-12-25"]);
    // Sat 28, Mon 30 off, Tue 1, Wed 2
    expect(window.from).toBe("2026-12-02");
    expect(window.to).toBe("2026-12-07");
  });

  test("the North-East, Jammu and Kashmir, Ladakh and the islands are the special zone, even from a metro", () => {
    const delhi = { district: "Central Delhi", stateCode: "07" };
    expect(zoneOf(delhi, { district: "Kamrup Metro", stateCode: "18" })).toBe("special");
    expect(zoneOf(delhi, { district: "Leh", stateCode: "38" })).toBe("special");
    expect(zoneOf(delhi, { district: "South Andaman", stateCode: "35" })).toBe("special");
    const window = deliveryWindow(new Date("2026-11-23T10:00:00+05:30"), processing, { min: 5, max: 9 }, []);
    // Monday: 6 working days → Mon 30 Nov; 11 → Sat 5 Dec
    expect(window).toEqual({ from: "2026-11-30", to: "2026-12-05" });
  });

  test("zones: same city, same region, rest of India", () => {
    const delhi = { district: "Central Delhi", stateCode: "07" };
    expect(zoneOf(delhi, { district: "Central Delhi", stateCode: "07" })).toBe("sameCity");
    expect(zoneOf(delhi, { district: "Jaipur", stateCode: "08" })).toBe("sameRegion");
    expect(zoneOf(delhi, { district: "Ernakulam", stateCode: "32" })).toBe("rest");
  });

  test("counting starts the day after, in India time", () => {
    // 23:30 on Saturday in India is still Saturday: the next working day is Monday
    expect(addWorkingDays("2026-11-28", 1, new Set())).toBe("2026-11-30");
    const lateSaturday = new Date("2026-11-28T18:00:00Z");
    expect(deliveryWindow(lateSaturday, { min: 1, max: 1 }, { min: 0, max: 0 }, [])).toEqual({
      from: "2026-11-30",
      to: "2026-11-30",
    });
  });
});
