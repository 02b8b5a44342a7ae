-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "delayNoticeAt" TIMESTAMP(3);
