-- CreateEnum
CREATE TYPE "ForumStatus" AS ENUM ('published', 'pending', 'hidden');

-- DropIndex
DROP INDEX "ForumPost_isPinned_createdAt_idx";

-- DropIndex
DROP INDEX "ForumPost_likesCount_idx";

-- DropIndex
DROP INDEX "ForumPost_categoryId_idx";

-- AlterTable
ALTER TABLE "ForumAuthor" ADD COLUMN     "memberId" UUID;

-- AlterTable
ALTER TABLE "ForumPost" ADD COLUMN     "status" "ForumStatus" NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "ForumReply" ADD COLUMN     "status" "ForumStatus" NOT NULL DEFAULT 'published';

-- CreateTable
CREATE TABLE "Member" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "suspendedAt" TIMESTAMP(3),
    "suspendedReason" TEXT,

    CONSTRAINT "Member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MemberSignInToken" (
    "tokenHash" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MemberSignInToken_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "ForumLike" (
    "postId" UUID NOT NULL,
    "memberId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ForumLike_pkey" PRIMARY KEY ("postId","memberId")
);

-- CreateTable
CREATE TABLE "ForumReport" (
    "id" UUID NOT NULL,
    "targetKey" TEXT NOT NULL,
    "postId" UUID NOT NULL,
    "replyId" UUID,
    "reporterId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolution" TEXT,

    CONSTRAINT "ForumReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ForumModerationLog" (
    "id" UUID NOT NULL,
    "adminId" UUID,
    "adminEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ForumModerationLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Member_email_key" ON "Member"("email");

-- CreateIndex
CREATE INDEX "MemberSignInToken_expires_idx" ON "MemberSignInToken"("expires");

-- CreateIndex
CREATE INDEX "ForumLike_memberId_idx" ON "ForumLike"("memberId");

-- CreateIndex
CREATE INDEX "ForumReport_resolvedAt_createdAt_idx" ON "ForumReport"("resolvedAt", "createdAt");

-- CreateIndex
CREATE INDEX "ForumReport_postId_idx" ON "ForumReport"("postId");

-- CreateIndex
CREATE INDEX "ForumReport_replyId_idx" ON "ForumReport"("replyId");

-- CreateIndex
CREATE UNIQUE INDEX "ForumReport_reporterId_targetKey_key" ON "ForumReport"("reporterId", "targetKey");

-- CreateIndex
CREATE INDEX "ForumModerationLog_createdAt_idx" ON "ForumModerationLog"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ForumAuthor_memberId_key" ON "ForumAuthor"("memberId");

-- CreateIndex
CREATE INDEX "ForumPost_status_isPinned_createdAt_id_idx" ON "ForumPost"("status", "isPinned" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ForumPost_status_likesCount_createdAt_id_idx" ON "ForumPost"("status", "likesCount" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ForumPost_categoryId_status_isPinned_createdAt_id_idx" ON "ForumPost"("categoryId", "status", "isPinned" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ForumReply_status_createdAt_idx" ON "ForumReply"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ForumReply_authorId_idx" ON "ForumReply"("authorId");

-- AddForeignKey
ALTER TABLE "ForumAuthor" ADD CONSTRAINT "ForumAuthor_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForumLike" ADD CONSTRAINT "ForumLike_postId_fkey" FOREIGN KEY ("postId") REFERENCES "ForumPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForumLike" ADD CONSTRAINT "ForumLike_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForumReport" ADD CONSTRAINT "ForumReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "ForumPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForumReport" ADD CONSTRAINT "ForumReport_replyId_fkey" FOREIGN KEY ("replyId") REFERENCES "ForumReply"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForumReport" ADD CONSTRAINT "ForumReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Usernames are unique whatever their case: "Ink_Lover" cannot join as "ink_lover".
CREATE UNIQUE INDEX "ForumAuthor_username_lower_key" ON "ForumAuthor" (lower("username"));

-- The forum's search by title and text: one GIN index over the same
-- expression lib/forum/search.ts matches against (English stemming, the
-- title weighted above the text).
CREATE INDEX "ForumPost_search_idx" ON "ForumPost" USING GIN (
    (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "content"), 'B'))
);
