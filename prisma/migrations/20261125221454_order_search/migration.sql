-- CreateTable
CREATE TABLE "CheckoutAttempt" (
    "paymentIntentId" TEXT NOT NULL,
    "paymentMode" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckoutAttempt_pkey" PRIMARY KEY ("paymentIntentId")
);

-- CreateIndex
CREATE INDEX "CheckoutAttempt_createdAt_idx" ON "CheckoutAttempt"("createdAt");

-- CreateIndex
CREATE INDEX "Order_updatedAt_idx" ON "Order"("updatedAt");

-- CreateIndex
CREATE INDEX "ShippingLabel_createdAt_idx" ON "ShippingLabel"("createdAt");

-- The admin's order search: one trigram index over the text the search looks
-- in (e-mail, name, tracking number, order id), so a substring search across
-- every order is an index scan (lib/orders/search.ts builds the same expression).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Order_search_trgm_idx" ON "Order" USING GIN (
    (lower("customerEmail" || ' ' || "customerName" || ' ' || coalesce("trackingNumber", '') || ' ' || "id"::text)) gin_trgm_ops
);
