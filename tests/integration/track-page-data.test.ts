// What the /track page shows comes from findPublicTracking: newest first, no
// personal data, in the shape of the public tracking schema.
import { publicTrackingSchema } from "@/lib/schemas/tracking";
import { findPublicTracking } from "@/lib/tracking/public";
import { SAMPLE_TRACKING_NUMBER } from "@/prisma/seed";

describe("tracking facts for the track page", () => {
  it("finds a seeded number typed with spaces and lower case, history newest first", async () => {
    const spaced = ` ${SAMPLE_TRACKING_NUMBER.slice(0, 4)} ${SAMPLE_TRACKING_NUMBER.slice(4)} `.toLowerCase();
    const tracking = await findPublicTracking(spaced);
    expect(() => publicTrackingSchema.parse(tracking)).not.toThrow();
    expect(tracking?.trackingNumber).toBe(SAMPLE_TRACKING_NUMBER);
    const times = tracking!.trackingEvents.map((event) => Date.parse(event.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(JSON.stringify(tracking)).not.toMatch(/@|customer|address/i);
  });

  it("finds nothing for an unknown number", async () => {
    await expect(findPublicTracking("1Z0000000000000000")).resolves.toBeNull();
  });
});
