-- CreateTable
CREATE TABLE "DatabaseIdentity" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DatabaseIdentity_pkey" PRIMARY KEY ("id")
);

-- This database's name: each database the migrations create gets its own.
INSERT INTO "DatabaseIdentity" DEFAULT VALUES;
