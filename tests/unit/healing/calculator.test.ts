import {
  calculateHealing,
  elapsedDaysSince,
  estimateTotalDays,
  healingPhases,
  healingRecommendations,
  phaseFor,
} from "@/lib/healing/calculator";
import { healingInputSchema, isExistingDate } from "@/lib/healing/schema";
import { DEFAULT_CLAIMS } from "@/lib/editable-content/defaults";

/** The owner's claim told to users of the ointment, as first shipped. */
const TIP = DEFAULT_CLAIMS.healingTip;

const today = new Date(2025, 5, 30, 15, 0, 0); // June 30, 2025, local time
const base = { size: "small", placement: "arm" } as const;

describe("estimateTotalDays", () => {
  it.each([
    ["small", 21],
    ["medium", 25], // 25.2
    ["large", 29], // 29.4
    ["extra-large", 34], // 33.6
  ] as const)("size %s gives %i days", (size, days) => {
    expect(estimateTotalDays({ ...base, size })).toBe(days);
  });

  it.each([
    ["arm", 21],
    ["leg", 23], // 23.1
    ["back", 25], // 25.2
    ["chest", 23],
    ["hand", 27], // 27.3
    ["foot", 29], // 29.4
    ["face", 25],
    ["ribs", 27],
  ] as const)("placement %s gives %i days", (placement, days) => {
    expect(estimateTotalDays({ ...base, placement })).toBe(days);
  });

  it.each([
    ["linework", 21],
    ["traditional", 23],
    ["realistic", 25],
    ["watercolor", 23],
    ["blackwork", 21],
  ] as const)("style %s gives %i days", (style, days) => {
    expect(estimateTotalDays({ ...base, style })).toBe(days);
  });

  it.each([
    ["verdant-ink", 18], // 17.85
    ["aquaphor", 21],
    ["a-and-d", 22], // 22.05
    ["mad-rabbit", 21], // 21.42
    ["petroleum", 23], // 23.1
    ["other", 22],
    ["none", 27], // 27.3
  ] as const)("aftercare %s gives %i days", (aftercareProduct, days) => {
    expect(estimateTotalDays({ ...base, aftercareProduct })).toBe(days);
  });

  it.each([
    ["18-25", 20], // 19.95
    ["26-35", 21],
    ["36-45", 23], // 23.1
    ["46-55", 25], // 25.2
    ["55+", 27], // 27.3
  ] as const)("age %s gives %i days", (age, days) => {
    expect(estimateTotalDays({ ...base, age })).toBe(days);
  });

  it.each([
    ["active", 23], // 23.1
    ["moderate", 21],
    ["sedentary", 20], // 19.95
  ] as const)("lifestyle %s gives %i days", (lifestyle, days) => {
    expect(estimateTotalDays({ ...base, lifestyle })).toBe(days);
  });

  it("multiplies every factor before rounding once", () => {
    // 21 × 1.6 × 1.4 × 1.2 × 1.3 × 1.3 × 1.1 = 104.94…
    expect(
      estimateTotalDays({
        size: "extra-large",
        placement: "foot",
        style: "realistic",
        aftercareProduct: "none",
        age: "55+",
        lifestyle: "active",
      }),
    ).toBe(105);
    // 21 × 1.2 × 1 × 1.1 × 0.85 × 0.95 × 0.95 = 21.26…
    expect(
      estimateTotalDays({
        size: "medium",
        placement: "arm",
        style: "traditional",
        aftercareProduct: "verdant-ink",
        age: "18-25",
        lifestyle: "sedentary",
      }),
    ).toBe(21);
  });

  it("counts unset choices as factor 1", () => {
    expect(estimateTotalDays({ ...base, style: undefined, aftercareProduct: undefined, age: undefined, lifestyle: undefined })).toBe(21);
  });
});

describe("elapsedDaysSince", () => {
  it("counts whole calendar days up to today", () => {
    expect(elapsedDaysSince("2025-06-30", today)).toBe(0);
    expect(elapsedDaysSince("2025-06-29", today)).toBe(1);
    expect(elapsedDaysSince("2025-03-22", today)).toBe(100);
  });

  it("never goes below 0 for a future date", () => {
    expect(elapsedDaysSince("2025-07-15", today)).toBe(0);
  });
});

describe("phaseFor", () => {
  it("starts in Initial Healing and moves to Scabbing after day 3", () => {
    expect(phaseFor(0, 21)).toBe("Initial Healing");
    expect(phaseFor(3, 21)).toBe("Initial Healing");
    expect(phaseFor(4, 21)).toBe("Scabbing Stage");
  });

  it("moves to Peeling over 40% and Final over 70% of the total", () => {
    // 40% of 20 = 8, 70% of 20 = 14
    expect(phaseFor(8, 20)).toBe("Scabbing Stage");
    expect(phaseFor(9, 20)).toBe("Peeling Stage");
    expect(phaseFor(14, 20)).toBe("Peeling Stage");
    expect(phaseFor(15, 20)).toBe("Final Stage");
  });

  it("is Fully Healed only when elapsed days are greater than the total", () => {
    expect(phaseFor(20, 20)).toBe("Final Stage");
    expect(phaseFor(21, 20)).toBe("Fully Healed");
  });
});

describe("healingPhases", () => {
  it("lists the five phases with the day ranges for the total", () => {
    const phases = healingPhases(21);
    expect(phases.map((p) => [p.phase, p.days])).toEqual([
      ["Initial Healing", "Days 1-3"],
      ["Scabbing Stage", "Days 4-8"],
      ["Peeling Stage", "Days 8-15"],
      ["Final Stage", "Days 15-21"],
      ["Fully Healed", "Day 21+"],
    ]);
    for (const phase of phases) {
      expect(phase.tips.length).toBeGreaterThan(0);
      expect(phase.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(phase.description).not.toBe("");
    }
  });
});

describe("healingRecommendations", () => {
  it("gives none when no rule applies", () => {
    expect(healingRecommendations({ ...base, aftercareProduct: "aquaphor", lifestyle: "moderate" }, TIP)).toEqual([]);
  });

  it("tells users of the shop's ointment that healing is about 15% faster", () => {
    const [only] = healingRecommendations({ ...base, aftercareProduct: "verdant-ink" }, TIP);
    expect(only).toBe("Great choice! Verdant Ink Healing Ointment helps tattoos heal about 15% faster.");
  });

  it("tells them the owner's own words once the owner changes the claim", () => {
    const tip = "Great choice! Our customers find their tattoos heal faster.";
    expect(healingRecommendations({ ...base, aftercareProduct: "verdant-ink" }, tip)).toEqual([tip]);
  });

  it("tells petroleum users to switch", () => {
    expect(healingRecommendations({ ...base, aftercareProduct: "petroleum" }, TIP)).toEqual([expect.stringMatching(/switching/)]);
  });

  it.each(["hand", "foot"] as const)("warns that %s placements heal slower", (placement) => {
    expect(healingRecommendations({ ...base, placement }, TIP)).toEqual([expect.stringMatching(/high-movement areas and heal slower/)]);
  });

  it.each(["large", "extra-large"] as const)("tells %s sizes not to skip steps", (size) => {
    expect(healingRecommendations({ ...base, size }, TIP)).toEqual([expect.stringMatching(/don't skip/)]);
  });

  it("tells active users to avoid intense workouts in the first week", () => {
    expect(healingRecommendations({ ...base, lifestyle: "active" }, TIP)).toEqual([expect.stringMatching(/intense workouts in the first week/)]);
  });

  it("combines every rule that applies", () => {
    expect(
      healingRecommendations({ size: "large", placement: "hand", aftercareProduct: "petroleum", lifestyle: "active" }, TIP),
    ).toHaveLength(4);
  });
});

describe("calculateHealing", () => {
  it("caps progress at 100 and reports Fully Healed for a 100-day-old tattoo", () => {
    const result = calculateHealing({ ...base, tattooDate: "2025-03-22" }, today, TIP);
    expect(result.totalDays).toBe(21);
    expect(result.elapsedDays).toBe(100);
    expect(result.progress).toBe(100);
    expect(result.currentPhase).toBe("Fully Healed");
  });

  it("computes progress as elapsed over total", () => {
    const result = calculateHealing({ ...base, size: "medium", tattooDate: "2025-06-20" }, today, TIP);
    expect(result.totalDays).toBe(25);
    expect(result.progress).toBeCloseTo(40);
    expect(result.currentPhase).toBe("Scabbing Stage");
  });

  it("treats a future tattoo date as day 0", () => {
    const result = calculateHealing({ ...base, tattooDate: "2025-08-01" }, today, TIP);
    expect(result.elapsedDays).toBe(0);
    expect(result.progress).toBe(0);
    expect(result.currentPhase).toBe("Initial Healing");
  });
});

describe("healingInputSchema", () => {
  it("accepts the required choices with the others left empty", () => {
    const parsed = healingInputSchema.parse({ tattooDate: "2025-06-01", size: "small", placement: "arm", style: "", age: "" });
    expect(parsed.style).toBeUndefined();
    expect(parsed.age).toBeUndefined();
  });

  it("rejects a date that does not exist and missing size or placement", () => {
    expect(isExistingDate("2025-02-30")).toBe(false);
    expect(isExistingDate("2024-02-29")).toBe(true);
    expect(healingInputSchema.safeParse({ tattooDate: "2025-02-30", size: "small", placement: "arm" }).success).toBe(false);
    expect(healingInputSchema.safeParse({ tattooDate: "2025-02-03", size: "", placement: "arm" }).success).toBe(false);
    expect(healingInputSchema.safeParse({ tattooDate: "2025-02-03", size: "small", placement: "" }).success).toBe(false);
  });
});
