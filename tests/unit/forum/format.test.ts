import { canPostReply, previewOf } from "@/lib/forum/format";

describe("previewOf", () => {
  it("keeps short posts whole and cuts long ones at 150 characters", () => {
    expect(previewOf("Short post")).toBe("Short post");
    expect(previewOf("a".repeat(150))).toBe("a".repeat(150));
    expect(previewOf("a".repeat(151))).toBe(`${"a".repeat(150)}...`);
  });
});

describe("canPostReply", () => {
  it("needs text other than spaces, at most 1000 characters", () => {
    expect(canPostReply("")).toBe(false);
    expect(canPostReply("   \n ")).toBe(false);
    expect(canPostReply("Thanks!")).toBe(true);
    expect(canPostReply("x".repeat(1000))).toBe(true);
    expect(canPostReply("x".repeat(1001))).toBe(false);
  });
});
