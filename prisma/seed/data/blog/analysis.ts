import type { BlogPostData } from "./types.ts";

export const analysisPosts: BlogPostData[] = [
  {
    slug: "why-long-running-series-keep-us-hooked",
    title: "Why Long-Running Series Keep Us Hooked",
    excerpt:
      "Two hundred chapters and counting. What series like The Hundredth Swordsman and Black Tide Guardians do to stay fresh for years.",
    category: "ANALYSIS",
    featured: true,
    author: "haruka-ishino",
    tags: ["Storytelling", "Long-Running Series", "Analysis"],
    publishedDaysAgo: 16,
    editedDaysLater: 1,
    views: 30560,
    body: `
Some series end in a single volume. Others run for years, past two hundred chapters, and readers follow them through every arc. Inkpanel's library holds several of these giants, including **The Hundredth Swordsman**, **Black Tide Guardians** and **Salaryman Necromancer**. What keeps them alive for so long, and what keeps us reading?

## The arc as a promise

A long series is built from arcs, each with its own goal, villain and ending. Every arc is a promise: something will be resolved. Good long-runners keep that promise every time, while leaving one thread loose to carry into the next.

### The loose thread

In The Hundredth Swordsman, every duel ends with the defeated swordsman leaving something behind: a scar, a student, a debt. Those leftovers become the next arc's problems. The structure is simple, and it means the story never needs to invent a reason to continue.

## Growing the world without losing the reader

Long series face a choice: keep the world small and risk repetition, or expand it and risk confusion. The best ones expand in rings.

1. Start with one place and a handful of people.
2. Introduce a new region only when the hero has a reason to go there.
3. Bring old characters back in new roles, so the world feels lived in rather than simply bigger.

Black Tide Guardians follows this pattern almost exactly. For its first fifty chapters the story never leaves the harbour town. When it finally does, readers know the town so well that every departure feels like leaving home.

## Characters who change

The most common complaint about long series is that nothing changes. The heroes stay the same age, the same strength and the same personality. The series that last do the opposite.

- Mentors age, retire and sometimes die.
- Rivals become allies, and allies drift apart.
- The hero's goal at chapter 200 is rarely the goal from chapter 1.

> "I started reading for the fights. I stayed because I wanted to see who these people would become." — an Inkpanel reader, on Black Tide Guardians

## The risk of fading

Long-running series also fade. On Inkpanel we can see it in the numbers: some of the most-viewed titles of all time draw fewer readers each month, while new hits climb the weekly charts. A long series has to win new readers as well as keep old ones, which is why a clean jumping-on point at the start of each arc matters so much.

## What this means for readers

If a two-hundred-chapter series looks intimidating, remember that you do not need to binge it. Read an arc, take a break, come back. The story was built to wait for you.
`,
  },
  {
    slug: "reading-the-gutter-how-panels-control-time",
    title: "Reading the Gutter: How Panels Control Time",
    excerpt:
      "The white space between panels is where the story happens. A close look at how manga artists speed up, slow down and stop time.",
    category: "ANALYSIS",
    featured: false,
    author: "haruka-ishino",
    tags: ["Craft", "Art", "Analysis"],
    publishedDaysAgo: 48,
    views: 12740,
    body: `
Manga readers rarely think about the gutter, the narrow white space between panels. Yet it is where a surprising amount of storytelling happens. Between two panels, your mind fills in movement, sound and time. Artists know this, and the best of them use the gutter like a conductor uses silence.

## Panels as beats

Think of each panel as a beat in a piece of music. Many small panels in quick succession make a scene feel fast. A single large panel slows everything down, inviting you to linger.

### Fast sequences

Fight scenes often break a single movement into four or five narrow panels: the draw, the step, the strike, the impact. Each panel covers a fraction of a second, and the narrow gutters keep your eye moving.

### Slow sequences

Emotional scenes do the opposite. A character looks out of a window, and the panel takes up half the page. The gutter around it is wide, and the page feels quiet.

## Silence without words

Some of the most powerful pages in manga contain no dialogue at all. In **The Quiet Hours of Dr. Mori**, entire pages pass with only the clinic's clock and a patient's hands. The artist trusts the reader to feel the time passing.

- Repeated panels with small changes show time passing slowly
- A sudden wide panel after narrow ones creates a sense of release
- A completely black or white panel can stand for a memory, a faint or a death

## The double spread

The double spread, one image across two facing pages, is the loudest tool in the kit. Used sparingly, it stops time entirely. **Ashen Crown** saves its spreads for moments that change the story, which is why each one lands.

> Every gutter is a question: what happened here? The reader always answers.

## Reading direction matters

Japanese manga reads from right to left, and panels are composed for that flow. Reading a page in the wrong direction can scramble the timing: a reaction appears before the action. If you read on Inkpanel, you can choose left-to-right, right-to-left or vertical reading in your preferences; try right-to-left for series drawn that way and notice how the pacing tightens.

## Try it yourself

Next time you read a chapter, pause on a page you love and count its panels. Ask why the artist chose that number, that size, that gap. You will start to see the rhythm under the story, and you will never read a page the same way again.
`,
  },
];
