import type { BlogPostData } from "./types.ts";

export const reviewPosts: BlogPostData[] = [
  {
    slug: "ashen-crown-review-a-war-epic-with-a-heart",
    title: "Ashen Crown Review: A War Epic With a Heart",
    excerpt:
      "A stable boy, a dead dragon's voice and a crown that will not come off. Why Ashen Crown is the fantasy epic everyone is talking about this year.",
    category: "REVIEWS",
    featured: true,
    author: "daniel-okoye",
    tags: ["Ashen Crown", "Fantasy", "Review"],
    publishedDaysAgo: 9,
    editedDaysLater: 2,
    views: 48210,
    body: `
Every few years a fantasy series arrives that makes the whole genre feel new again. **Ashen Crown** is that series for this year. It starts with a familiar image, a boy who inherits a power he never asked for, and then spends every chapter asking what inheriting something actually means.

## The premise

Rei is a stable boy in a kingdom that has forgotten what dragons look like. When the last of them dies in the hills above his village, its ashes settle on his head and harden into a crown. It cannot be taken off, it cannot be hidden, and it comes with a voice: the dragon's, dry and amused, commenting on everything Rei does.

The setup could have been a simple power fantasy. Instead, the crown is a problem from the first page. Every warlord on the continent wants it, and the only way to take it is to take Rei's head with it.

## What works

### The dragon's voice

The running conversation between Rei and the dragon is the spine of the series. The dragon is ancient, petty and occasionally wise, and its commentary turns tense scenes into something stranger and funnier. When it falls silent, you notice.

### Battles with weight

The battles are drawn with enormous clarity. You always know where everyone stands, what they want and what it will cost them. Losses stay lost: characters who fall do not come back, and the story remembers them.

- Large-scale sieges drawn across double spreads without losing the individual soldiers
- Duels that are choreographed like conversations, with a question and an answer in every exchange
- Quiet aftermath chapters that give grief as much space as glory

## What could be better

The middle of the second arc drags. A long political detour through the southern courts introduces a dozen nobles at once, and even careful readers will need the character list. The payoff is worth it, but the pacing wobbles.

> "A crown is only a circle. It is the people inside it who are heavy." — the dragon, chapter 41

## Who should read it

If you loved sprawling war stories but wished they cared more about the people caught in them, start here. Newcomers to fantasy will find it approachable, because Rei knows as little about this world as you do, and veterans will enjoy how cleverly it bends the old rules.

## Verdict

Ashen Crown is ambitious, moving and often very funny. It is the rare epic that earns both its scale and its quiet moments. Start at chapter 1, and give it until the end of the first arc: by then the crown will be on your head too.
`,
  },
  {
    slug: "chrome-requiem-cyberpunk-noir-done-right",
    title: "Chrome Requiem: Cyberpunk Noir Done Right",
    excerpt:
      "Rain, neon and a detective who may legally belong to her employer. Chrome Requiem understands what makes cyberpunk hurt.",
    category: "REVIEWS",
    featured: false,
    author: "daniel-okoye",
    tags: ["Chrome Requiem", "Cyberpunk", "Review"],
    publishedDaysAgo: 34,
    views: 21940,
    body: `
Cyberpunk is easy to draw and hard to write. Anyone can add neon signs and rain; few stories remember that the genre is about who owns your body and your time. **Chrome Requiem** remembers, and it builds its whole mystery on that question.

## A detective made of company parts

Detective Sayo Arima has been rebuilt so many times that her employer, a security conglomerate, claims she is its property. Her arm is leased. Her eyes are on a subscription. When she starts investigating a killer who erases memories before each murder, she finds that her own case files have been quietly edited.

## The mystery

The series plays fair. Clues are on the page, often hidden in the background of crowded street scenes, and rereading earlier chapters is rewarded.

### Three things to watch for

1. The advertising screens: their slogans change in ways that matter.
2. Sayo's maintenance appointments: every one of them moves the plot.
3. The rain: it stops exactly twice, and both times something breaks.

## Art and atmosphere

The artwork is dense without being cluttered. Pages are built from deep blacks and sharp white highlights, and the rare splashes of colour on the covers feel like a jolt. The city is a character: crowded, indifferent and occasionally kind.

> "They can repossess my arm. They can't repossess what it did."

## Where it stumbles

The action scenes are fewer than the cover suggests, and readers expecting constant gunfights may find the pace slow. The series is at its best in interrogation rooms and rain-soaked alleys, not in shootouts.

## How it compares

Most cyberpunk series put their heroes on the outside, hacking into systems they despise. Chrome Requiem puts its hero inside the system, literally: every investigation Sayo runs is logged by the company that owns her. That single decision turns ordinary detective work into a tightrope walk. When she lies to her superiors, she has to lie to her own eyes too, and the series finds real suspense in those small acts of disobedience.

It also resists the genre's habit of making every corporation cartoonishly evil. The company is polite, efficient and reasonable, which makes it far more frightening than any villain with a scar.

## Where to start

Begin at chapter 1 and read the first case in one sitting; it is self-contained and ends on the hook that drives the rest of the series. If you enjoy it, the second case is where the conspiracy really opens up.

## Verdict

Chrome Requiem is a smart, melancholy noir that uses its setting to ask real questions. If you like your mysteries tense and your futures uncomfortable, it deserves a place at the top of your reading list.
`,
  },
  {
    slug: "five-slice-of-life-series-to-unwind-with",
    title: "Five Slice-of-Life Series to Unwind With",
    excerpt:
      "Ramen on a rooftop, a mountain inn and a laundromat after midnight: five gentle series for when you need a quieter kind of story.",
    category: "REVIEWS",
    featured: false,
    author: "rina-ashford",
    tags: ["Slice of Life", "Recommendations", "Cozy"],
    publishedDaysAgo: 61,
    views: 16385,
    body: `
Not every reading session needs a war, a conspiracy or a tournament. Sometimes you want a story where the biggest question is what is for dinner. These five series from the Inkpanel library are our favourite places to slow down.

## Rust and Ramen

A retired combat android runs a six-seat ramen stand on a rooftop in a flooded future Tokyo. The customers are smugglers, divers and one very persistent food critic. Each chapter is a bowl of ramen and a conversation, and both are better than they have any right to be. The android never talks about the war it fought in, and the series never forces it to; the past leaks out in the way it handles a knife or flinches at thunder.

## Mountain Inn Diaries

A burned-out designer inherits a failing inn and its stubborn elderly cook. The series moves with the seasons, and the landscapes are worth lingering on. It is a story about recovery that never lectures. The food chapters are so detailed that several readers have written in to say they cooked the recipes, and the winter chapters are the best depiction of snow in the library.

## Midnight Laundromat

Five strangers, one laundromat, every night after midnight. They never exchange names and slowly become each other's closest confidants. The dialogue is sharp and the silences are even better. It is also one of the few series in the library that is genuinely funny and genuinely sad within the same page.

## Cafe Astraea

Drinks that taste like memories, served by a star spirit working off a debt. Customers come in for coffee and leave with something they had forgotten. Bring tissues for the festival chapter.

## Veteran Knight, Part-Time

Sir Galen saved the kingdom and discovered there is no pension for heroes. Watching him apply sword etiquette to convenience-store shifts is the funniest thing in the library.

### How we chose

We looked for series that:

- can be read a chapter at a time without losing the thread
- are kind to their characters without being sugary
- look beautiful, because slow stories live or die by their art

> A good slice-of-life series does not help you escape your day. It helps you notice it.

## Honourable mentions

A few more series just missed the list:

- **The Quiet Hours of Dr. Mori**, for one patient and one revelation per night
- **Nightshift Yokai Hotel**, for guests who complain about the shoji
- **Afterhours Go Club**, for retirees, one programmer and a lot of tea

## Where to start

All five are in the library now. If you only try one, make it **Rust and Ramen**: it is the best introduction to how much a quiet story can hold.
`,
  },
];
