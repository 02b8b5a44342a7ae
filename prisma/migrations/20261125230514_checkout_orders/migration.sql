-- AlterTable
ALTER TABLE "CheckoutAttempt" ADD COLUMN     "orderedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Order_paymentMode_createdAt_idx" ON "Order"("paymentMode", "createdAt");

-- CreateIndex
CREATE INDEX "TrackingEvent_createdAt_idx" ON "TrackingEvent"("createdAt");

-- CreateIndex
CREATE INDEX "CheckoutAttempt_paymentMode_createdAt_idx" ON "CheckoutAttempt"("paymentMode", "createdAt");

-- Sessions opened before this migration whose order exists.
UPDATE "CheckoutAttempt" a SET "orderedAt" = o."createdAt" FROM "Order" o WHERE o."paymentIntentId" = a."paymentIntentId";
