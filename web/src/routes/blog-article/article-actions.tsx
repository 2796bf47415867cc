import { Button } from "@inkpanel/ui";
import { Bookmark, BookmarkCheck } from "lucide-react";
import { ShareButton } from "../../components/share-button/share-button.tsx";
import { LikeButton } from "./like-button.tsx";
import { useSavedPost } from "./use-saved-post.ts";
import { useLingui } from "@lingui/react/macro";

interface ArticleActionsProps {
  postId: string;
  title: string;
  likes: number;
  likedByMe: boolean;
}

/** Like, Save and Share, under the article's title. */
export function ArticleActions({ postId, title, likes, likedByMe }: ArticleActionsProps) {
  const { t } = useLingui();
  const [saved, toggleSaved] = useSavedPost(postId);
  return (
    // Liking, saving and sharing need the app: without JavaScript the row is not shown.
    <div className="flex flex-wrap items-center gap-2 noscript:hidden">
      <LikeButton postId={postId} likes={likes} likedByMe={likedByMe} />
      <Button variant={saved ? "secondary" : "outline"} aria-pressed={saved} onClick={toggleSaved}>
        {saved ? <BookmarkCheck /> : <Bookmark />} {saved ? t`Saved` : t`Save`}
      </Button>
      <ShareButton title={title} />
    </div>
  );
}
