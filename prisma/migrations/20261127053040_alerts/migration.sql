-- CreateTable
CREATE TABLE "Alert" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "openedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" UUID,
    "resolvedByEmail" TEXT,
    "notifiedAt" TIMESTAMP(3),
    "webhookStatus" TEXT,
    "webhookAttempts" INTEGER NOT NULL DEFAULT 0,
    "webhookNextAttemptAt" TIMESTAMP(3),
    "webhookSentAt" TIMESTAMP(3),
    "webhookLastError" TEXT,

    CONSTRAINT "Alert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Alert_resolvedAt_openedAt_idx" ON "Alert"("resolvedAt", "openedAt");

-- CreateIndex
CREATE INDEX "Alert_webhookStatus_webhookNextAttemptAt_idx" ON "Alert"("webhookStatus", "webhookNextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "Alert_name_key_key" ON "Alert"("name", "key");
