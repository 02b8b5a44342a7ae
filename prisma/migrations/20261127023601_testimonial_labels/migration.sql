-- The reviews the owner typed in (the ten the shop was seeded with among
-- them) are testimonials, never "Verified buyer": each gets a label of its
-- connection to the shop, which the owner can change in /admin/content.
UPDATE "Review"
SET "connection" = CASE WHEN "isArtist" THEN 'Artist testimonial' ELSE 'Customer testimonial' END
WHERE "source" = 'owner' AND ("connection" IS NULL OR btrim("connection") = '');
