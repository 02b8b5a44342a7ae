-- CreateTable
CREATE TABLE "Backup" (
    "id" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fileName" TEXT NOT NULL,
    "bytes" BIGINT NOT NULL,
    "durationMs" INTEGER NOT NULL,
    "trigger" TEXT NOT NULL,
    "secrets" BOOLEAN NOT NULL,
    "copiedTo" TEXT,

    CONSTRAINT "Backup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Backup_createdAt_idx" ON "Backup"("createdAt");
