import { AppLink, Button } from "@inkpanel/ui";
import { Bookmark, BookmarkCheck, Heart } from "lucide-react";
import { useLocation } from "react-router";
import { formatWholeNumber } from "../../app/format.ts";
import { ShareButton } from "../../components/share-button/share-button.tsx";
import { useSavedPost } from "./use-saved-post.ts";

interface ArticleActionsProps {
  postId: string;
  title: string;
  likes: number;
}

/** Like, Save and Share, under the article's title. */
export function ArticleActions({ postId, title, likes }: ArticleActionsProps) {
  const { pathname } = useLocation();
  const [saved, toggleSaved] = useSavedPost(postId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* Likes belong to an account: signed out, the button leads to sign-in and back here. */}
      <Button asChild variant="outline">
        <AppLink
          href={`/login?${new URLSearchParams({ next: pathname })}`}
          aria-label={`Sign in to like (${formatWholeNumber(likes)} likes)`}
        >
          <Heart /> {formatWholeNumber(likes)}
        </AppLink>
      </Button>
      <Button variant={saved ? "secondary" : "outline"} aria-pressed={saved} onClick={toggleSaved}>
        {saved ? <BookmarkCheck /> : <Bookmark />} {saved ? "Saved" : "Save"}
      </Button>
      <ShareButton title={title} />
    </div>
  );
}
