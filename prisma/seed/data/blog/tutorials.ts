import type { BlogPostData } from "./types.ts";

export const tutorialPosts: BlogPostData[] = [
  {
    slug: "getting-started-with-inkpanel",
    title: "Getting Started With Inkpanel: A Reader's Guide",
    excerpt:
      "New to Inkpanel? Find your next series, follow it, and never lose your place again. A five-minute tour of everything you need.",
    category: "TUTORIALS",
    featured: false,
    author: "yui-hollander",
    tags: ["Guide", "Inkpanel", "Beginners"],
    publishedDaysAgo: 40,
    editedDaysLater: 6,
    views: 24660,
    body: `
Welcome to Inkpanel. Whether you have read manga for years or are opening your first volume, this guide shows you how to find series you will love, keep track of them and read comfortably on any screen.

## Create your account

You can browse and read without an account, but signing up lets Inkpanel remember your progress, favorites and preferences.

1. Choose **Sign Up** in the top right corner.
2. Enter your name, e-mail address and a password, and accept the terms.
3. Open the verification e-mail we send you and follow the link. It expires after 24 hours; you can request a new one from your profile.

You need to be at least 13 years old to create an account.

## Find something to read

### Browse the library

The **Browse** page lists every series. Use the filter panel to narrow it down by genre, status and rating, or search by title or author. A title matches if it has any of the genres you tick, so ticking more genres shows more results.

### Follow the charts

The **Popular** page ranks series by views this week, this month or of all time. The weekly chart is where new hits appear first, while the all-time chart belongs to the long-running giants.

### Catch the latest

The **Latest** page shows new chapters as they are released. Filter by today, this week or this month to see what you have missed.

## Keep track of series

Every title has two buttons that work differently:

- **Save** follows the series and counts you among its followers
- **Favorite** adds it to the Favorites tab on your dashboard

Your dashboard also shows **Continue Reading**, the series you are in the middle of, with your progress through each one.

## Read comfortably

The reader is built for long sessions. Use the arrow keys to turn pages, F for fullscreen and H to hide the controls. Choose Single Page or Double Page from the layout picker, and zoom between 50% and 200%.

> Tip: in Settings, choose the reading direction that suits you. Right-to-left matches how most manga was drawn.

## Make it yours

In **Settings** you can change your theme (light, dark or follow your system), language, reading direction and download quality, and add a bio and photo to your profile. Changes are saved to your account, so they follow you to every device you sign in on.

## Need help?

The FAQ on the Help page answers the most common questions, and the Contact page reaches our team, who reply within 24 hours. Happy reading.
`,
  },
  {
    slug: "how-to-build-a-reading-streak-that-lasts",
    title: "How to Build a Reading Streak That Lasts",
    excerpt:
      "Your dashboard counts the days in a row you read. Practical tips for keeping the streak alive without turning reading into homework.",
    category: "TUTORIALS",
    featured: false,
    author: "yui-hollander",
    tags: ["Guide", "Reading Habits", "Dashboard"],
    publishedDaysAgo: 130,
    views: 8120,
    body: `
Your Inkpanel dashboard shows a **Reading Streak**: the number of days in a row, ending today or yesterday, on which you read at least one chapter. Streaks are a gentle way to make reading a habit. Here is how they work and how to keep yours going without it ever feeling like homework.

## How the streak is counted

Inkpanel records each page you turn while signed in. Any day on which you read part of a chapter counts. If you read today, your streak includes today; if you have not read yet today, a streak that ended yesterday is still alive until midnight.

### What does not count

- Browsing the library or reading a title's description
- Reading while signed out, because we cannot tell it is you
- Opening a chapter and closing it without turning a page

## Start small

The most common reason streaks break is ambition. Instead of promising yourself a volume a day, promise one chapter. Most chapters take between five and fifteen minutes, which fits on a bus ride or with a morning coffee.

## Keep a short series on hand

Long series are wonderful, but they can feel heavy on a tired evening. Keep one light series for busy days. Episodic titles like **Tokyo Tide Detectives** or **Cat Café Confidential** are perfect: each chapter stands alone.

## Use Continue Reading

The **Continue Reading** tab on your dashboard opens the exact page where you stopped, on any device. You never need to search for your place, which removes the biggest obstacle to a quick session.

1. Open your dashboard.
2. Choose the series at the top of Continue Reading.
3. Read one chapter. Your streak is safe.

## Mix up your genres

Reading the same genre every day can make any habit feel stale. Try pairing a long action series with something quieter. The Browse page's genre filters make it easy to find a change of pace.

> A streak is a reminder, not a rule. If it breaks, start a new one tomorrow.

## Track your month

Next to your streak, the dashboard counts the chapters you read this month. Watching it grow is often more motivating than the streak itself, because a missed day does not reset it. Try setting yourself a monthly goal and see how close you get.

## Share your streak

What is your longest streak? Tell us in the next community thread. Our record so far belongs to a reader who has not missed a day in over a year, mostly thanks to very short comedy chapters.
`,
  },
];
