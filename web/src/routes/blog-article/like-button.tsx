import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useMutation } from "@apollo/client/react";
import { Button } from "@inkpanel/ui";
import { Heart } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { signInPath } from "../../components/account/sign-in-link.ts";
import { useViewer } from "../../components/account/use-viewer.ts";
import { graphql } from "../../gql";
import { formatWholeNumber } from "../../lib/format.ts";

const ToggleBlogLike = graphql(`
  mutation ToggleBlogLike($postId: ID!) {
    toggleBlogLike(postId: $postId)
  }
`);

interface LikeButtonProps {
  postId: string;
  likes: number;
  likedByMe: boolean;
}

/** Like / unlike with the count; a like belongs to an account, so signed out it leads to sign-in. */
export function LikeButton({ postId, likes, likedByMe }: LikeButtonProps) {
  useLingui(); // drawn again in a new language
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [toggleLike, { loading }] = useMutation(ToggleBlogLike, {
    // The answer is the new count; the post everywhere in the cache follows it.
    update(cache, { data }) {
      if (data === undefined || data === null) return;
      cache.modify({
        id: cache.identify({ __typename: "BlogPost", id: postId }),
        fields: { likes: () => data.toggleBlogLike, likedByMe: (liked: boolean) => !liked },
      });
    },
  });

  const like = () => {
    if (!viewer) return void navigate(signInPath(pathname));
    void toggleLike({ variables: { postId } }).catch(() => {});
  };

  return (
    <Button
      variant={likedByMe ? "secondary" : "outline"}
      aria-pressed={likedByMe}
      // The name holds the count the button shows, outside brackets (WCAG 2.5.3, label in name).
      aria-label={plural(likes, { one: "Like: # like", other: "Like: # likes" })}
      disabled={loading}
      onClick={like}
    >
      <Heart className={likedByMe ? "fill-current text-destructive" : undefined} />
      {formatWholeNumber(likes)}
    </Button>
  );
}
