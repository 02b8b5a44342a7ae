// A ZIP code against the state typed beside it: the three-digit prefixes of
// the USPS, the ZIP codes that serve two states, and what is not a state.
import { statesOfZip, zipStateMismatch } from "@/lib/tax/zip-states";
import { US_STATES, type StateCode } from "@/lib/tax/us-states";

describe("statesOfZip", () => {
  it.each([
    ["00501", "NY"], ["02108", "MA"], ["02903", "RI"], ["03301", "NH"], ["04101", "ME"], ["05401", "VT"], ["05501", "MA"],
    ["06103", "CT"], ["07102", "NJ"], ["10001", "NY"], ["19103", "PA"], ["19901", "DE"], ["20001", "DC"], ["20101", "VA"],
    ["20500", "DC"], ["21201", "MD"], ["23219", "VA"], ["25301", "WV"], ["27601", "NC"], ["29201", "SC"], ["30303", "GA"],
    ["33101", "FL"], ["34102", "FL"], ["35203", "AL"], ["37201", "TN"], ["39201", "MS"], ["39813", "GA"], ["40202", "KY"],
    ["43215", "OH"], ["46204", "IN"], ["48226", "MI"], ["50309", "IA"], ["53202", "WI"], ["55401", "MN"], ["56901", "DC"],
    ["57104", "SD"], ["58102", "ND"], ["59601", "MT"], ["60605", "IL"], ["63101", "MO"], ["66101", "KS"], ["68102", "NE"],
    ["70112", "LA"], ["72201", "AR"], ["73102", "OK"], ["73301", "TX"], ["74103", "OK"], ["78701", "TX"], ["79901", "TX"],
    ["80202", "CO"], ["82001", "WY"], ["83702", "ID"], ["84101", "UT"], ["85004", "AZ"], ["87102", "NM"], ["88510", "TX"],
    ["89501", "NV"], ["94103", "CA"], ["96813", "HI"], ["97201", "OR"], ["98402", "WA"], ["99501", "AK"],
  ])("%s is in %s", (zip, state) => {
    expect(statesOfZip(zip)).toEqual([state]);
  });

  it("covers every state and DC", () => {
    const covered = new Set<string>();
    for (let prefix = 0; prefix < 1000; prefix += 1) for (const state of statesOfZip(`${String(prefix).padStart(3, "0")}01`)) covered.add(state);
    expect([...covered].sort()).toEqual(Object.keys(US_STATES).sort());
  });

  it.each([
    ["00601", "Puerto Rico"], ["00802", "the Virgin Islands"], ["09001", "military mail (AE)"], ["34001", "military mail (AA)"],
    ["96201", "military mail (AP)"], ["96910", "Guam"], ["00100", "a prefix never assigned"],
  ])("%s (%s) is in no state", (zip) => {
    expect(statesOfZip(zip)).toEqual([]);
  });

  it.each([
    ["42223", ["KY", "TN"]], ["73960", ["TX", "OK"]], ["99362", ["WA", "OR"]], ["06390", ["NY", "CT"]],
  ] as [string, StateCode[]][])("%s serves %j", (zip, states) => {
    expect(statesOfZip(zip)).toEqual(states);
  });
});

describe("zipStateMismatch", () => {
  it("says nothing when the ZIP code is in the state, however either is typed", () => {
    expect(zipStateMismatch("TX", "73301")).toBeNull();
    expect(zipStateMismatch(" texas ", "78701-1234")).toBeNull();
    expect(zipStateMismatch("Tennessee", "42223")).toBeNull();
  });

  it("names the state typed when the ZIP code is elsewhere", () => {
    expect(zipStateMismatch("OR", "10001")).toBe("This ZIP code is not in Oregon. Please check the state and ZIP code");
    expect(zipStateMismatch("Washington", "97201")).toBe("This ZIP code is not in Washington. Please check the state and ZIP code");
    expect(zipStateMismatch("NY", "00601")).toBe("This ZIP code is not in New York. Please check the state and ZIP code");
  });

  it("leaves a missing or malformed state or ZIP code to their own messages", () => {
    expect(zipStateMismatch("", "10001")).toBeNull();
    expect(zipStateMismatch("Ontario", "10001")).toBeNull();
    expect(zipStateMismatch("OR", "1000")).toBeNull();
    expect(zipStateMismatch(null, undefined)).toBeNull();
  });
});
