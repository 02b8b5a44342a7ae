// Run by tests/integration/testimonial-labels-migration.test.ts in a process
// of its own (the embedded database cannot start inside Jest): a throw-away
// database migrated to just before the migration that labels the owner's
// reviews, given the reviews a shop had then (the seeded ones, one the owner
// had already labelled, a customer's), then migrated to the end. Prints the
// reviews' labels, as JSON.
import { runAcrossMigration } from "./across-migration";

runAcrossMigration(
  "20261127023601_testimonial_labels",
  async (client) => {
    const insert = (name: string, isArtist: boolean, extra: { connection?: string; source?: string; rating?: number } = {}) =>
      client.query(
        `INSERT INTO "Review" (id, name, text, "isArtist", title, connection, source, status, rating, "updatedAt")
         VALUES (gen_random_uuid(), $1, 'A review text long enough.', $2, $3, $4, $5::"ReviewSource", 'approved', $6, now())`,
        [name, isArtist, isArtist ? "Tattoo Artist, 12 years" : null, extra.connection ?? null, extra.source ?? "owner", extra.rating ?? null],
      );
    await insert("Mike Rodriguez", true);
    await insert("Sarah Chen", false);
    await insert("Jenna Walsh", true, { connection: "Wholesale partner" });
    await insert("Blank Label", false, { connection: "  " });
    await insert("Robin Q.", false, { source: "verified", rating: 2 });
  },
  async (client) => ({ reviews: (await client.query(`SELECT name, source, connection FROM "Review" ORDER BY name`)).rows }),
);
