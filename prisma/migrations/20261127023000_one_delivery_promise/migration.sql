-- One delivery promise everywhere: the FAQ's seeded shipping answer said
-- "arrive in 2-5 business days" where the checkout, the success page and the
-- confirmation e-mail said 3-5. The answer is corrected only while it is still
-- the seeded text word for word: an answer the owner has edited stays as it
-- is. Its version moves on, so an editor opened before this reloads it.
UPDATE "FaqEntry"
SET "answer" = 'Shipping is free to all 50 US states with no minimum. Orders ship within 1-2 business days and arrive in 3-5 business days. Orders over $25 get expedited processing.',
    "version" = "version" + 1
WHERE "answer" = 'Shipping is free to all 50 US states with no minimum. Orders ship within 1-2 business days and arrive in 2-5 business days. Orders over $25 get expedited processing.';
