import { redirect, type RouteObject } from "react-router";
import type { LegalDocument } from "../components/legal-page/legal-page.tsx";
import { aboutLoader } from "../routes/about/about-query.ts";
import { blogArticleLoader } from "../routes/blog-article/blog-article-query.ts";
import { blogLoader } from "../routes/blog/blog-query.ts";
import { faqLoader } from "../routes/faq/faq-query.ts";
import { subscriptionLoader } from "../routes/subscription/subscription-query.ts";

/** A legal text's page: the page and the text come as chunks of their own. */
const legalRoute = (path: string, loadDocument: () => Promise<LegalDocument>): RouteObject => ({
  path,
  lazy: async () => {
    const [{ LegalPage }, document] = await Promise.all([
      import("../components/legal-page/legal-page.tsx"),
      loadDocument(),
    ]);
    return { element: <LegalPage document={document} /> };
  },
});

const docsRoute = () =>
  import("../routes/docs/docs-route.tsx").then((m) => ({ Component: m.DocsRoute }));

/** The blog, pricing, information and developer pages, inside the site's frame. */
export const contentRoutes: RouteObject[] = [
  {
    path: "blog",
    loader: blogLoader,
    lazy: () => import("../routes/blog/blog-route.tsx").then((m) => ({ Component: m.BlogRoute })),
  },
  {
    path: "blog/:postId",
    loader: blogArticleLoader,
    lazy: () =>
      import("../routes/blog-article/blog-article-route.tsx").then((m) => ({
        Component: m.BlogArticleRoute,
      })),
  },
  {
    path: "subscription",
    loader: subscriptionLoader,
    lazy: () =>
      import("../routes/subscription/subscription-route.tsx").then((m) => ({
        Component: m.SubscriptionRoute,
      })),
  },
  {
    path: "about",
    loader: aboutLoader,
    lazy: () =>
      import("../routes/about/about-route.tsx").then((m) => ({ Component: m.AboutRoute })),
  },
  {
    path: "contact",
    lazy: () =>
      import("../routes/contact/contact-route.tsx").then((m) => ({ Component: m.ContactRoute })),
  },
  {
    path: "faq",
    loader: faqLoader,
    lazy: () => import("../routes/faq/faq-route.tsx").then((m) => ({ Component: m.FaqRoute })),
  },
  { path: "docs", lazy: docsRoute },
  { path: "documentation.html", lazy: docsRoute },
  {
    path: "html-elements",
    lazy: () =>
      import("../routes/html-elements/html-elements-route.tsx").then((m) => ({
        Component: m.HtmlElementsRoute,
      })),
  },
  {
    path: "navbar-showcase",
    lazy: () =>
      import("../routes/navbar-showcase/navbar-showcase-route.tsx").then((m) => ({
        Component: m.NavbarShowcaseRoute,
      })),
  },
  legalRoute("terms", () =>
    import("../routes/terms/terms-document.ts").then((m) => m.termsDocument),
  ),
  legalRoute("privacy", () =>
    import("../routes/privacy/privacy-document.ts").then((m) => m.privacyDocument),
  ),
  legalRoute("cookies", () =>
    import("../routes/cookies/cookies-document.ts").then((m) => m.cookiesDocument),
  ),
  legalRoute("dmca", () => import("../routes/dmca/dmca-document.ts").then((m) => m.dmcaDocument)),
  legalRoute("licensing", () =>
    import("../routes/licensing/licensing-document.ts").then((m) => m.licensingDocument),
  ),
  legalRoute("guidelines", () =>
    import("../routes/guidelines/guidelines-document.ts").then((m) => m.guidelinesDocument),
  ),
  // The footer's other links: each lands on the page that does what it names.
  { path: "help", loader: () => redirect("/faq") },
  { path: "report", loader: () => redirect("/contact?category=technical") },
  { path: "reviews", loader: () => redirect("/blog?category=reviews") },
  ...["forums", "discord", "events"].map((path) => ({
    path,
    lazy: () =>
      import("../routes/community/community-route.tsx").then((m) => ({
        Component: m.CommunityRoute,
      })),
  })),
];
