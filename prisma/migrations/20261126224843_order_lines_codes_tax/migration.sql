-- Orders with lines, discount codes and sales tax. Every existing order
-- becomes one line (its product, name, size, unit price and quantity as sold)
-- and its subtotal is what it was paid (no order had a discount or tax). Every
-- open checkout session keeps its one product as one priced line.

-- CreateEnum
CREATE TYPE "DiscountKind" AS ENUM ('percent', 'fixed');

-- DropForeignKey
ALTER TABLE "LocalPaymentIntent" DROP CONSTRAINT "LocalPaymentIntent_productId_fkey";

-- DropForeignKey
ALTER TABLE "Order" DROP CONSTRAINT "Order_productId_fkey";

-- AlterTable
ALTER TABLE "CheckoutAttempt" ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "discountCode" TEXT,
ADD COLUMN     "discountCodeId" UUID,
ADD COLUMN     "lines" JSONB,
ADD COLUMN     "subtotalCents" INTEGER,
ADD COLUMN     "taxAddress" TEXT,
ADD COLUMN     "taxCalculationId" TEXT,
ADD COLUMN     "taxCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxRatePpm" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxSource" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN     "taxState" TEXT,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "LocalPaymentIntent" DROP COLUMN "productId";

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "discountCode" TEXT,
ADD COLUMN     "discountCodeId" UUID,
ADD COLUMN     "refundedTaxCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "restockedAt" TIMESTAMP(3),
ADD COLUMN     "subtotalCents" INTEGER,
ADD COLUMN     "taxCalculationId" TEXT,
ADD COLUMN     "taxCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxRatePpm" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxSource" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN     "taxState" TEXT,
ADD COLUMN     "taxTransactionId" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "maxPerOrder" INTEGER NOT NULL DEFAULT 10;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "taxCents" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "OrderLine" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "productId" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "productSize" TEXT NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "lineTotalCents" INTEGER NOT NULL,

    CONSTRAINT "OrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscountCode" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "DiscountKind" NOT NULL,
    "percentOff" INTEGER,
    "amountOffCents" INTEGER,
    "minSubtotalCents" INTEGER,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "productId" TEXT,
    "maxUses" INTEGER,
    "oncePerCustomer" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "artistName" TEXT,
    "artistEmail" TEXT,
    "artistSource" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdByEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DiscountCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscountRedemption" (
    "id" UUID NOT NULL,
    "codeId" UUID NOT NULL,
    "paymentIntentId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'reserved',
    "customerEmail" TEXT,
    "discountCents" INTEGER NOT NULL,
    "orderId" UUID,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DiscountRedemption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxRegistration" (
    "state" TEXT NOT NULL,
    "adminEmail" TEXT NOT NULL,
    "registeredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaxRegistration_pkey" PRIMARY KEY ("state")
);

-- CreateIndex
CREATE INDEX "OrderLine_productId_idx" ON "OrderLine"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderLine_orderId_position_key" ON "OrderLine"("orderId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountCode_code_key" ON "DiscountCode"("code");

-- CreateIndex
CREATE INDEX "DiscountCode_artistEmail_idx" ON "DiscountCode"("artistEmail");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountRedemption_paymentIntentId_key" ON "DiscountRedemption"("paymentIntentId");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountRedemption_orderId_key" ON "DiscountRedemption"("orderId");

-- CreateIndex
CREATE INDEX "DiscountRedemption_codeId_status_idx" ON "DiscountRedemption"("codeId", "status");

-- CreateIndex
CREATE INDEX "Order_discountCodeId_idx" ON "Order"("discountCodeId");

-- CreateIndex
CREATE INDEX "Order_taxState_createdAt_idx" ON "Order"("taxState", "createdAt");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_discountCodeId_fkey" FOREIGN KEY ("discountCodeId") REFERENCES "DiscountCode"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountCode" ADD CONSTRAINT "DiscountCode_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountRedemption" ADD CONSTRAINT "DiscountRedemption_codeId_fkey" FOREIGN KEY ("codeId") REFERENCES "DiscountCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing order becomes its one line; its subtotal is what it was paid.
INSERT INTO "OrderLine" ("id", "orderId", "position", "productId", "productName", "productSize", "unitPriceCents", "quantity", "lineTotalCents")
SELECT gen_random_uuid(), o."id", 0, o."productId", o."productName", o."productSize", o."unitPriceCents", o."quantity", o."unitPriceCents" * o."quantity"
FROM "Order" o;
UPDATE "Order" SET "subtotalCents" = "amountCents";
ALTER TABLE "Order" ALTER COLUMN "subtotalCents" SET NOT NULL;
ALTER TABLE "Order" DROP COLUMN "productId",
DROP COLUMN "productName",
DROP COLUMN "productSize",
DROP COLUMN "quantity",
DROP COLUMN "unitPriceCents";

-- Every open checkout session keeps its product as one priced line.
UPDATE "CheckoutAttempt" a SET
  "lines" = jsonb_build_array(jsonb_build_object(
    'productId', a."productId", 'name', coalesce(p."name", a."productId"), 'size', coalesce(p."size", a."productId"),
    'unitPriceCents', a."amountCents", 'quantity', 1, 'lineTotalCents', a."amountCents")),
  "subtotalCents" = a."amountCents"
FROM "CheckoutAttempt" a2 LEFT JOIN "Product" p ON p."id" = a2."productId"
WHERE a2."paymentIntentId" = a."paymentIntentId";
ALTER TABLE "CheckoutAttempt" ALTER COLUMN "lines" SET NOT NULL;
ALTER TABLE "CheckoutAttempt" ALTER COLUMN "subtotalCents" SET NOT NULL;
ALTER TABLE "CheckoutAttempt" DROP COLUMN "productId";

-- One live redemption of a code per customer e-mail (once-per-customer codes).
CREATE UNIQUE INDEX "DiscountRedemption_once_per_customer" ON "DiscountRedemption" ("codeId", lower("customerEmail"))
WHERE "customerEmail" IS NOT NULL AND "status" IN ('reserved', 'used');

-- Amounts are never negative; a line holds at least one tin.
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_quantity_positive" CHECK ("quantity" > 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_money_not_negative" CHECK ("subtotalCents" >= 0 AND "discountCents" >= 0 AND "taxCents" >= 0);
