-- CreateEnum
CREATE TYPE "ReturnRequestStatus" AS ENUM ('open', 'approved', 'refused', 'refunded');

-- CreateTable
CREATE TABLE "ReturnRequest" (
    "id" UUID NOT NULL,
    "number" SERIAL NOT NULL,
    "orderId" UUID NOT NULL,
    "memberId" UUID,
    "customerEmail" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "tinWillBeSent" BOOLEAN NOT NULL,
    "status" "ReturnRequestStatus" NOT NULL DEFAULT 'open',
    "refusalReason" TEXT,
    "refundId" UUID,
    "restock" BOOLEAN NOT NULL DEFAULT false,
    "decidedAt" TIMESTAMP(3),
    "decidedById" UUID,
    "decidedByEmail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReturnRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReturnRequest_number_key" ON "ReturnRequest"("number");

-- CreateIndex
CREATE INDEX "ReturnRequest_orderId_idx" ON "ReturnRequest"("orderId");

-- CreateIndex
CREATE INDEX "ReturnRequest_status_createdAt_idx" ON "ReturnRequest"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Return request numbers read "R-1001", "R-1002", … (lib/account/return-rules.ts).
ALTER SEQUENCE "ReturnRequest_number_seq" RESTART WITH 1001;

-- One open request per order at a time (lib/account/returns.ts checks it
-- under the order's row lock; this holds it whatever the code does): a
-- request is open until the owner refuses it or its refund is made. A unique
-- index on an expression that is the order's id while the request is open or
-- approved and NULL otherwise (NULLs never conflict), so decided requests
-- never block a new one. Prisma cannot declare an expression index (nor does
-- it introspect one): the schema names it in a comment (model ReturnRequest).
CREATE UNIQUE INDEX "ReturnRequest_one_open_per_order" ON "ReturnRequest" ((CASE WHEN "status" IN ('open', 'approved') THEN "orderId" END));
