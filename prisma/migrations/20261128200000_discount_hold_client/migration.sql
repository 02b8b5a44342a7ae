-- A reservation of a discount code's use remembers the client that made it
-- (a keyed hash of its address, kept only while the use is reserved): a
-- client's new checkout takes over its earlier checkout's reservation.
-- AlterTable
ALTER TABLE "DiscountRedemption" ADD COLUMN     "clientHash" TEXT;

-- CreateIndex
CREATE INDEX "DiscountRedemption_codeId_clientHash_idx" ON "DiscountRedemption"("codeId", "clientHash");
