-- CreateEnum
CREATE TYPE "NotificationKind" AS ENUM ('NEW_CHAPTER', 'COMMENT_REPLY');

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "mangaId" TEXT,
    "chapterId" TEXT,
    "commentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" TIMESTAMP(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReadingHistory" (
    "userId" TEXT NOT NULL,
    "chapterId" TEXT NOT NULL,
    "mangaId" TEXT NOT NULL,
    "page" INTEGER NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReadingHistory_pkey" PRIMARY KEY ("userId","chapterId")
);

-- CreateTable
CREATE TABLE "EmailDigest" (
    "userId" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailDigest_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_id_idx" ON "Notification"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Notification_chapterId_idx" ON "Notification"("chapterId");

-- CreateIndex
CREATE INDEX "Notification_commentId_idx" ON "Notification"("commentId");

-- CreateIndex
CREATE INDEX "ReadingHistory_userId_readAt_chapterId_idx" ON "ReadingHistory"("userId", "readAt" DESC, "chapterId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_mangaId_fkey" FOREIGN KEY ("mangaId") REFERENCES "Manga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_chapterId_fkey" FOREIGN KEY ("chapterId") REFERENCES "Chapter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReadingHistory" ADD CONSTRAINT "ReadingHistory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReadingHistory" ADD CONSTRAINT "ReadingHistory_mangaId_fkey" FOREIGN KEY ("mangaId") REFERENCES "Manga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReadingHistory" ADD CONSTRAINT "ReadingHistory_chapterId_fkey" FOREIGN KEY ("chapterId") REFERENCES "Chapter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailDigest" ADD CONSTRAINT "EmailDigest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-added: a reader hears of a chapter once and of a reply once, however often a job runs.
CREATE UNIQUE INDEX "Notification_new_chapter_once" ON "Notification"("chapterId", "userId") WHERE "kind" = 'NEW_CHAPTER';
CREATE UNIQUE INDEX "Notification_comment_reply_once" ON "Notification"("commentId", "userId") WHERE "kind" = 'COMMENT_REPLY';
-- Hand-added: the bell's unread count reads only the unread rows.
CREATE INDEX "Notification_unread" ON "Notification"("userId") WHERE "readAt" IS NULL;

-- Hand-added: the history so far, from the reading events (furthest page, last read).
INSERT INTO "ReadingHistory" ("userId", "chapterId", "mangaId", "page", "readAt")
SELECT "userId", "chapterId", min("mangaId"), max("page"), max("readAt")
FROM "ReadingEvent"
GROUP BY "userId", "chapterId";
