-- Each reader's key to the OPDS catalogue (server/src/opds): reader apps that cannot send a
-- password carry it in the catalogue's URL.
CREATE TABLE "OpdsToken" (
    "userId" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OpdsToken_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "OpdsToken_token_key" ON "OpdsToken"("token");

-- AddForeignKey
ALTER TABLE "OpdsToken" ADD CONSTRAINT "OpdsToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
