-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "paymentMode" TEXT NOT NULL DEFAULT 'stripe';

-- CreateTable
CREATE TABLE "UploadObject" (
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadObject_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "ServerInstance" (
    "id" TEXT NOT NULL,
    "hostname" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServerInstance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ServerInstance_lastSeenAt_idx" ON "ServerInstance"("lastSeenAt");

-- Orders paid in the local test payment mode (its intents are named pi_test…)
-- and the sample orders of a demo database.
UPDATE "Order" SET "paymentMode" = 'test' WHERE "paymentIntentId" LIKE 'pi\_test%' OR "paymentIntentId" LIKE 'pi\_sample\_%';
