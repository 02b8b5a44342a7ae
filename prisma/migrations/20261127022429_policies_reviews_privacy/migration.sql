-- CreateEnum
CREATE TYPE "ReviewSource" AS ENUM ('owner', 'verified');

-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('pending', 'approved', 'rejected');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "anonymizedAt" TIMESTAMP(3),
ADD COLUMN     "reviewRequestedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "stockCounted" INTEGER,
ADD COLUMN     "stockCountedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "connection" TEXT,
ADD COLUMN     "headline" TEXT,
ADD COLUMN     "moderatedAt" TIMESTAMP(3),
ADD COLUMN     "orderId" UUID,
ADD COLUMN     "photoUrl" TEXT,
ADD COLUMN     "publishedAt" TIMESTAMP(3),
ADD COLUMN     "rating" INTEGER,
ADD COLUMN     "repliedAt" TIMESTAMP(3),
ADD COLUMN     "reply" TEXT,
ADD COLUMN     "source" "ReviewSource" NOT NULL DEFAULT 'owner',
ADD COLUMN     "status" "ReviewStatus" NOT NULL DEFAULT 'approved',
ALTER COLUMN "sortOrder" SET DEFAULT 0;

-- CreateTable
CREATE TABLE "PolicyPage" (
    "key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "PolicyPage_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "EmailLink" (
    "id" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "orderId" UUID,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrivacyRequest" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "detail" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrivacyRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PageVisit" (
    "minute" TIMESTAMP(3) NOT NULL,
    "visitor" TEXT NOT NULL,

    CONSTRAINT "PageVisit_pkey" PRIMARY KEY ("minute","visitor")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailLink_tokenHash_key" ON "EmailLink"("tokenHash");

-- CreateIndex
CREATE INDEX "EmailLink_purpose_email_idx" ON "EmailLink"("purpose", "email");

-- CreateIndex
CREATE INDEX "EmailLink_expiresAt_idx" ON "EmailLink"("expiresAt");

-- CreateIndex
CREATE INDEX "EmailLink_orderId_idx" ON "EmailLink"("orderId");

-- CreateIndex
CREATE INDEX "PrivacyRequest_createdAt_idx" ON "PrivacyRequest"("createdAt");

-- CreateIndex
CREATE INDEX "PrivacyRequest_email_idx" ON "PrivacyRequest"("email");

-- CreateIndex
CREATE INDEX "Order_status_deliveredAt_idx" ON "Order"("status", "deliveredAt");

-- CreateIndex
CREATE INDEX "OutgoingEmail_to_idx" ON "OutgoingEmail"("to");

-- CreateIndex
CREATE INDEX "OutgoingEmail_createdAt_idx" ON "OutgoingEmail"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Review_orderId_key" ON "Review"("orderId");

-- CreateIndex
CREATE INDEX "Review_source_status_publishedAt_idx" ON "Review"("source", "status", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Review_status_createdAt_idx" ON "Review"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A customer's review carries 1 to 5 stars.
ALTER TABLE "Review" ADD CONSTRAINT "Review_rating_range" CHECK ("rating" IS NULL OR "rating" BETWEEN 1 AND 5);
