import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeFragmentData } from "../../gql";
import type { BlogPostCard_PostFragment } from "../../gql/graphql.ts";
import { BlogPostCard, BlogPostCard_post } from "./blog-post-card.tsx";

// A featured review with 1,250 likes and no comments yet.
const ashenCrownReview: BlogPostCard_PostFragment = {
  id: "post-ashen-crown",
  slug: "ashen-crown-review",
  title: "Ashen Crown Review: A War Epic With a Heart",
  excerpt: "A stable boy, a dead dragon's voice and a crown that will not come off.",
  imageUrl: "/media/blog/ashen-crown-review.svg",
  category: "REVIEWS",
  featured: true,
  publishedAt: "2024-01-15T09:00:00.000Z",
  readTimeMinutes: 6,
  likes: 1250,
  commentCount: 0,
  author: { name: "Daniel Okoye" },
};

describe("BlogPostCard", () => {
  it("shows the category, Featured, author, date, read time, likes and comments", () => {
    render(<BlogPostCard post={makeFragmentData(ashenCrownReview, BlogPostCard_post)} />);
    expect(screen.getByText("Reviews")).toBeInTheDocument();
    expect(screen.getByText("Featured")).toBeInTheDocument();
    expect(screen.getByText(/Daniel Okoye/)).toHaveTextContent("Daniel Okoye · Jan 15, 2024");
    expect(screen.getByText("6 min read")).toBeInTheDocument();
    expect(screen.getByText("likes").parentElement).toHaveTextContent("1.3K");
    expect(screen.getByText("comments").parentElement).toHaveTextContent("0");
  });

  it("links Read More to the article by its slug", () => {
    render(
      <BlogPostCard post={makeFragmentData(ashenCrownReview, BlogPostCard_post)} view="list" />,
    );
    expect(
      screen.getByRole("link", { name: `Read More: ${ashenCrownReview.title}` }),
    ).toHaveAttribute("href", "/blog/ashen-crown-review");
  });
});
