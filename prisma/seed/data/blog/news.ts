import type { BlogPostData } from "./types.ts";

export const newsPosts: BlogPostData[] = [
  {
    slug: "inkpanel-reader-update-double-pages-and-keyboard-shortcuts",
    title: "Reader Update: Double Pages, Zoom and Keyboard Shortcuts",
    excerpt:
      "The chapter reader now shows two pages side by side, zooms from 50% to 200% and answers to your keyboard. Here is everything that changed.",
    category: "NEWS",
    featured: true,
    author: "yui-hollander",
    tags: ["Inkpanel", "Reader", "Update"],
    publishedDaysAgo: 4,
    views: 35120,
    body: `
The chapter reader is where you spend most of your time on Inkpanel, so it is where we spent most of ours this season. Today's update brings the three features you asked for most: double pages, finer zoom and full keyboard control.

## Double Page layout

Manga is drawn for open books, and many artists compose across two facing pages. Choose **Double Page** in the layout picker at the bottom of the reader and the previous page appears beside the current one, just as it would in print. Double spreads, the wide pages drawn as a single image, still fill the screen on their own.

Single Page remains the default, and switching back is one click away.

## Zoom from 50% to 200%

The zoom panel on the right of the reader now moves in steps of 25%, from 50% up to 200%. Small lettering and detailed backgrounds are finally readable on a laptop, and zooming out makes a tall page fit a short screen.

## Keyboard shortcuts

You can now read a whole chapter without touching the mouse:

- **Left and right arrows** turn the page
- **F** enters or leaves fullscreen, and **Escape** leaves it too
- **H** hides or shows the reader's controls

When you reach the last page, the next page takes you to the next chapter, and on the first page the previous one takes you back. The buttons grey out when there is nowhere left to go.

### Controls that get out of the way

The top and bottom bars now hide themselves three seconds after your last interaction. Move the mouse, click or hover over the side arrows and they return. If you prefer them gone for good, press H.

## Progress that follows you

Every page you turn is saved to your account. Open Inkpanel on another device and **Continue Reading** on your dashboard opens the same page of the same chapter. Your dashboard also counts the chapters you read this month and your reading streak. Reading while signed out works exactly the same; the only difference is that nothing is remembered for next time, so sign in before you start a long series.

> "I read on the train and finish on the sofa. Now the sofa knows where the train left off." — a reader in our beta group

## What's next

Next we are working on reviews and comments, so you can tell other readers what you thought of a chapter right where you read it. As always, send your ideas through the Contact page with the category Feature: every message is read, and this update exists because of them.
`,
  },
  {
    slug: "autumn-lineup-new-series-joining-the-library",
    title: "Autumn Lineup: New Series Joining the Library",
    excerpt:
      "A salaryman necromancer, a rooftop ramen stand and a mech built as a temple ornament. Meet the newest series on Inkpanel.",
    category: "NEWS",
    featured: false,
    author: "rina-ashford",
    tags: ["New Series", "Announcements", "Library"],
    publishedDaysAgo: 27,
    views: 19875,
    body: `
New series arrive on Inkpanel every week, but this autumn brings an unusually strong group. Here is a first look at the titles we are most excited about, and why you might want to follow them from chapter 1.

## For action fans

### Iron Lotus Pilot

The colony's last mech was built as a temple ornament, not a weapon, and its caretaker Hana has to learn to fight in it before an orbital fleet arrives. The mechanical designs mix shrine architecture with heavy industry, and the first battle is one of the best-looking chapters in the library.

### Echo Blade

Sakon's sword repeats every strike it has ever made, one second later. Every duel becomes a puzzle of timing, and the artist draws the echoes as ghostly afterimages that you will want to study panel by panel.

## For mystery lovers

### Ghost Grid Tokyo

In a Tokyo where the dead are uploaded into the city grid to keep the trains on time, a ghost has been murdered. A burned-out data detective takes the case. It is clever, warm and surprisingly funny about bureaucracy. The ghosts file complaints, hold union meetings and insist on being called by their job titles, and somewhere in all that paperwork is a killer who knows the system better than anyone.

### The Locksmith's Ledger

An old locksmith keeps a ledger of every lock he has ever opened and why. The first case, a locked room with a body inside, is a perfect self-contained mystery.

## For a quieter evening

**Rust and Ramen** and **The Witch of Lilac Street** are both gentle, funny and beautifully drawn. They are ideal for reading one chapter before bed, if you can stop at one. And if you want something bittersweet, **Glass Hearts Bar**, about a bartender who never remembers a face, is the one to try.

## How to keep up

Press **Save** on any title to follow it. Followed series are easy to find in your library, and the Latest page shows every release from today, this week or this month.

- New chapters appear on the Latest page as soon as they are published
- Each title's detail page marks its three newest chapters as NEW
- The home page's Latest Releases shows the freshest six

> Follow a series early and you get to say you were there from chapter 1.

## Tell us what you think

Which new series has caught your eye? Join the weekly discussion on the blog, and let us know what you would like to see next through the Contact page.
`,
  },
];
