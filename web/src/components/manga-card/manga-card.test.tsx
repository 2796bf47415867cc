import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeFragmentData } from "../../gql";
import type { MangaCard_MangaFragment } from "../../gql/graphql.ts";
import { MangaCard, MangaCard_manga } from "./manga-card.tsx";

// A completed title with 2.4 million views, eleven chapters in.
const stormbreaker: MangaCard_MangaFragment = {
  id: "manga-stormbreaker",
  slug: "stormbreaker",
  title: "Stormbreaker",
  coverUrl: "/media/covers/manga-stormbreaker.svg",
  author: "Rin Aoyama",
  description: "A storm that will not break.",
  rating: 8.66,
  status: "COMPLETED",
  views: 2_400_000,
  isNew: false,
  isHot: true,
  genres: [
    { id: "genre-action", name: "Action" },
    { id: "genre-drama", name: "Drama" },
    { id: "genre-fantasy", name: "Fantasy" },
  ],
  latestChapter: { id: "chapter-11", number: 11 },
};

describe("MangaCard", () => {
  it("links to the title's page by its slug", () => {
    render(<MangaCard manga={makeFragmentData(stormbreaker, MangaCard_manga)} />);
    expect(screen.getByRole("link", { name: "Stormbreaker" })).toHaveAttribute(
      "href",
      "/manga/stormbreaker",
    );
  });

  it("shows the API's values as the card words them", () => {
    render(<MangaCard manga={makeFragmentData(stormbreaker, MangaCard_manga)} layout="list" />);
    expect(screen.getByText("Completed")).toBeInTheDocument();
    expect(screen.getByText("Chapter 11")).toBeInTheDocument();
    expect(screen.getByText("2.4M")).toBeInTheDocument();
    expect(screen.getByText("8.7")).toBeInTheDocument();
    expect(screen.getByText("HOT", { exact: false })).toBeInTheDocument();
  });
});
