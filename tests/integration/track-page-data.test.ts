// What the /track page shows comes from findPublicTracking: newest first, no personal data.
import { createPrismaClient } from "@/lib/db/client";
import { findPublicTracking } from "@/lib/tracking/public";
import { SAMPLE_TRACKING_NUMBER } from "@/prisma/seed";

const db = createPrismaClient(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

describe("tracking facts for the track page", () => {
  it("finds a seeded number typed with spaces and lower case, history newest first", async () => {
    const spaced = ` ${SAMPLE_TRACKING_NUMBER.slice(0, 4)} ${SAMPLE_TRACKING_NUMBER.slice(4)} `.toLowerCase();
    const tracking = await findPublicTracking(db, spaced);
    expect(tracking?.trackingNumber).toBe(SAMPLE_TRACKING_NUMBER);
    const times = tracking!.trackingEvents.map((event) => Date.parse(event.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(JSON.stringify(tracking)).not.toMatch(/@|customer|address/i);
  });

  it("finds nothing for an unknown number", async () => {
    await expect(findPublicTracking(db, "1Z0000000000000000")).resolves.toBeNull();
  });
});
