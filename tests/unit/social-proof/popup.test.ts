// The purchase popup's words for a real order: where it went (never who),
// which sizes, and how long ago; never an order 7 days old or older.
import { displayCity, placeOf, shortSize } from "@/lib/social-proof/anonymise";
import { popupLine, relativeTime, sizesPhrase, type RecentOrder } from "@/lib/social-proof/popup";

const NOW = Date.parse("2041-03-10T12:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [59_999, "just now"],
    [MINUTE, "1 minute ago"],
    [59 * MINUTE + 59_000, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [2 * HOUR + 30 * MINUTE, "2 hours ago"],
    [23 * HOUR + 59 * MINUTE, "23 hours ago"],
    [DAY, "yesterday"],
    [2 * DAY - 1, "yesterday"],
    [2 * DAY, "2 days ago"],
    [7 * DAY - 1, "6 days ago"],
  ])("says an order %i ms old was bought %j", (age, words) => {
    expect(relativeTime(new Date(NOW - age).toISOString(), NOW)).toBe(words);
  });

  it("says nothing of an order 7 days old or older, or of a date that is not one", () => {
    expect(relativeTime(NOW - 7 * DAY, NOW)).toBeNull();
    expect(relativeTime(NOW - 30 * DAY, NOW)).toBeNull();
    expect(relativeTime("not a date", NOW)).toBeNull();
  });

  it("says just now of a time a little ahead of the browser's clock", () => {
    expect(relativeTime(NOW + 30_000, NOW)).toBe("just now");
  });
});

describe("the order's words", () => {
  it("names the sizes short, each once", () => {
    expect(shortSize("4 oz / 120ml")).toBe("4 oz");
    expect(shortSize("  1  oz ")).toBe("1 oz");
    expect(sizesPhrase(["4 oz"])).toBe("the 4 oz tin");
    expect(sizesPhrase(["1 oz", "4 oz", "1 oz"])).toBe("the 1 oz and 4 oz tins");
    expect(sizesPhrase(["1 oz", "2 oz", "4 oz"])).toBe("the 1 oz, 2 oz and 4 oz tins");
    expect(sizesPhrase([])).toBe("a tin");
  });

  it.each([
    ["Austin", "Austin"],
    ["  san   antonio ", "San Antonio"],
    ["NEW YORK", "New York"],
    ["coeur d'alene", "Coeur D'Alene"],
    ["St. Louis", "St. Louis"],
    ["McAllen", "McAllen"],
    ["Winston-Salem", "Winston-Salem"],
  ])("shows the city %j as %j", (typed, shown) => {
    expect(displayCity(typed)).toBe(shown);
  });

  it.each(["12 Elm St", "https://spam.example", "<b>Austin</b>", "", "A".repeat(41), "Austin, TX"])("shows no city typed as %j", (typed) => {
    expect(displayCity(typed)).toBeNull();
  });

  it("names the city and state, or the state alone", () => {
    expect(placeOf(" austin ", "TX")).toBe("Austin, TX");
    expect(placeOf("12 Elm St", "TX")).toBe("Texas");
  });

  it("says who bought what and when, with no name in it", () => {
    const order: RecentOrder = { place: "Austin, TX", sizes: ["4 oz"], at: new Date(NOW - 2 * HOUR).toISOString() };
    expect(popupLine(order, NOW)).toEqual({ who: "Someone in Austin, TX", what: "the 4 oz tin", when: "2 hours ago" });
    expect(popupLine({ ...order, at: new Date(NOW - 8 * DAY).toISOString() }, NOW)).toBeNull();
  });
});
