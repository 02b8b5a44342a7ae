-- CreateTable
CREATE TABLE "ScheduledJob" (
    "name" TEXT NOT NULL,
    "runningUntil" TIMESTAMP(3),
    "lastStartedAt" TIMESTAMP(3),
    "lastFinishedAt" TIMESTAMP(3),
    "lastSucceededAt" TIMESTAMP(3),
    "lastError" TEXT,

    CONSTRAINT "ScheduledJob_pkey" PRIMARY KEY ("name")
);
