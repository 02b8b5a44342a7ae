-- Customer accounts (lib/account/orders.ts): an account sees every order
-- placed with its e-mail address, whatever case was typed at checkout, newest
-- first. The address's normalised form is lower("customerEmail") (checkout
-- trims it; the account's address is trimmed and lower-case): this index
-- answers "the orders of this address, newest first" without reading other
-- customers' rows. An expression index, which Prisma cannot declare: the
-- schema names it in a comment (model Order).
CREATE INDEX "Order_customerEmail_normalised_idx" ON "Order" (lower("customerEmail"), "createdAt" DESC);
