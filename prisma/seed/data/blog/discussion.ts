import type { BlogPostData } from "./types.ts";

export const discussionPosts: BlogPostData[] = [
  {
    slug: "the-best-sports-manga-finals-ranked-by-readers",
    title: "The Best Sports Manga Finals, Ranked by You",
    excerpt:
      "We asked the community which sports finals made them cheer at their screens. Here are the results, the surprises and the arguments.",
    category: "DISCUSSION",
    featured: true,
    author: "marco-velasquez",
    tags: ["Sports", "Community", "Rankings"],
    publishedDaysAgo: 12,
    views: 27330,
    body: `
Last month we asked a simple question in our weekly thread: which sports manga final made you cheer out loud? Hundreds of you answered, many of you at length, and a few of you with photographs of the page you cried on. Here is what the community decided.

## How we counted

Every reader could name up to three finals. We counted each mention, merged duplicates and set aside finals from series that have not finished yet, because a final that might still be overturned is not a final. Then we read every comment, because the reasons were more interesting than the numbers.

## The top five

1. **Thunder Relay**: the last leg of the national relay, drawn across eleven pages with almost no dialogue
2. **Cosmic Dodgeball**: Earth's fate decided by a middle-school team, somehow both absurd and moving
3. **Phantom Goalpost**: a final played at dusk against a team that may not be alive
4. **Prism Heart Racers**: a hover-bike race won by a machine built from junk
5. **Butterfly Ballet**: not a match, several of you argued, but a competition all the same

### Why Thunder Relay won

Almost every comment mentioned the baton. Four runners who spent the whole series unable to trust each other finally pass it cleanly, and the artist draws each handover as a single silent panel. Readers called it "the quietest loud moment in sports manga".

## The surprises

We expected action-heavy finals to dominate. Instead, the finals you loved most were the ones where the result mattered less than what the characters learned. Several readers picked finals their team lost.

- Losses ranked higher than we expected
- Comedy series did surprisingly well, led by Cosmic Dodgeball
- Nobody agreed on whether ballet counts as a sport, and the thread is still going

> "I don't remember the score. I remember that they finally looked at each other before the last pass." — a reader, on Thunder Relay

## The arguments

The most heated debate was over ongoing series. **Firefly Rally** and **Heartbeat Volleyball** received dozens of mentions for finals that have not happened yet, from readers who are sure how they will end. We will revisit this list when they finish.

## Join the next thread

Next week's question: which rival would you most like to see win, just once? Share your answer in the comments when they open, and remember the golden rule of our community: spoiler tags for anything from the last month of chapters.
`,
  },
  {
    slug: "should-every-series-have-an-ending-planned",
    title: "Should Every Series Have Its Ending Planned?",
    excerpt:
      "Some series are written toward a final page from day one; others discover their ending along the way. Our writers disagree, and so do you.",
    category: "DISCUSSION",
    featured: false,
    author: "marco-velasquez",
    tags: ["Storytelling", "Community", "Endings"],
    publishedDaysAgo: 74,
    views: 9410,
    body: `
Few topics divide our community like endings. When a series finishes well, readers say it was planned all along. When it finishes badly, they say the author lost the thread. But does a series really need its ending planned from the start? We asked two of our writers to argue it out, and then we asked you.

## The case for planning

Haruka argues that the best endings are promised on the first page. A planned series can plant clues, build themes and pay them off, so the last chapter feels inevitable.

### Examples from the library

- **Last Train to Hokusei** hides its final twist in the very first chapter
- **The Weight of Snow** is built like a clock, every chapter a gear
- **Thirty Days of Us** prints its countdown on every cover

"When I reread a planned series," Haruka says, "I find the ending everywhere. That is the pleasure."

## The case for discovery

Daniel argues the opposite: long series grow in ways no author can predict. Characters surprise their creators, readers fall in love with minor figures, and the story becomes richer for following them.

### Examples from the library

- **Salaryman Necromancer** began as an office gag series and became something much deeper
- **Boundless Sky Kingdom** added its most beloved crew member halfway through
- **Polaris Hospital** has no final destination and does not need one

"A plan is a map," Daniel says. "Sometimes the best places are not on it."

## What you said

We ran a poll in our weekly thread. The result was close: slightly more of you prefer planned endings, but the comments were full of exceptions. Many readers said they want the ending planned and the journey discovered. Others pointed out that some of the most beloved series in the library changed direction completely, and that readers who followed them week by week felt part of that change.

> "Know where the last page is. Don't tell me how you'll get there." — a reader's comment that summed up the thread

## The cancelled series problem

The hardest case is the series that never reaches its ending at all. **Paper Shield** and **Mermaid of the Seventh Pier** both ended early, and readers still debate how they would have finished. A planned ending does not protect a series from cancellation, but it does mean someone, somewhere, knows the answer.

## Your turn

Do you prefer series that know their destination, or ones that find it along the way? Tell us which ending changed your mind, in either direction.
`,
  },
  {
    slug: "what-makes-a-great-manga-rival",
    title: "What Makes a Great Manga Rival?",
    excerpt:
      "Not an enemy, not quite a friend. The community picks apart the rivals who made their heroes better, and the ones who stole the show.",
    category: "DISCUSSION",
    featured: false,
    author: "rina-ashford",
    tags: ["Characters", "Community", "Rivals"],
    publishedDaysAgo: 103,
    views: 11205,
    body: `
Every hero needs someone to measure themselves against. A villain wants the hero gone; a rival wants the hero to be worth beating. That difference is why rivals are so often the most loved characters in a series. This week we asked the community what makes a rival great, and the answers filled our thread for days.

## Rivals want the same thing

The best rivals want exactly what the hero wants: the same title, the same trophy, the same recognition. That makes every meeting a mirror. In **Firefly Rally**, the rival who once beat the heroine in straight sets becomes her doubles partner, and the series is at its best when their shared goal forces them to talk.

## Rivals have their own story

A rival who only exists to lose is not a rival. Readers consistently praised rivals with their own arcs, families and reasons.

- They win sometimes, and the hero has to live with it
- They get chapters told from their side
- They change because of the hero, and the hero changes because of them

### The rival who stole the show

Many of you named the class president in **Tempest Duel Academy**, who ranks first in the school and spends most of the series insisting the hero is beneath her notice. Her chapter in the tournament arc, where we finally see how hard she trains, was the most mentioned single chapter in the whole thread.

## Rivals respect the hero

Respect does not mean friendship. Some of the best rivalries never become friendly at all. What matters is that the rival takes the hero seriously, which tells the reader the hero is worth taking seriously too.

> "You're the only one who ever made me try." — a line several readers quoted, from Firefly Rally

## When rivals become allies

The moment a rival fights beside the hero is one of the most satisfying beats in manga, but only if it is earned. Readers were sharp about rivals who switched sides too easily. The switch should cost the rival something: pride, a title, a friendship. And the best series let the old rivalry survive the alliance, so the two still compete over who lands the final blow.

## Tell us your favourite

Who is the rival you would follow into a spin-off? Share your pick, and tell us the chapter that won you over. The best answers will feature in next month's community roundup.
`,
  },
];
