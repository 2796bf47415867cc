import { redirect, type RouteObject } from "react-router";
import type { LegalDocument } from "../components/legal-page/legal-page.tsx";
import { aboutLoader } from "./about/about-query.ts";
import { blogArticleLoader } from "./blog-article/blog-article-query.ts";
import { blogLoader } from "./blog/blog-query.ts";
import { faqLoader } from "./faq/faq-query.ts";
import { subscriptionLoader } from "./subscription/subscription-query.ts";

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

const docsRoute = () => import("./docs/docs-route.tsx").then((m) => ({ Component: m.DocsRoute }));

/** The blog, pricing, information and developer pages, inside the site's frame. */
export const contentRoutes: RouteObject[] = [
  {
    path: "blog",
    loader: blogLoader,
    lazy: () => import("./blog/blog-route.tsx").then((m) => ({ Component: m.BlogRoute })),
  },
  {
    path: "blog/:postId",
    loader: blogArticleLoader,
    lazy: () =>
      import("./blog-article/blog-article-route.tsx").then((m) => ({
        Component: m.BlogArticleRoute,
      })),
  },
  {
    path: "subscription",
    loader: subscriptionLoader,
    lazy: () =>
      import("./subscription/subscription-route.tsx").then((m) => ({
        Component: m.SubscriptionRoute,
      })),
  },
  {
    path: "about",
    loader: aboutLoader,
    lazy: () => import("./about/about-route.tsx").then((m) => ({ Component: m.AboutRoute })),
  },
  {
    path: "contact",
    lazy: () => import("./contact/contact-route.tsx").then((m) => ({ Component: m.ContactRoute })),
  },
  {
    path: "faq",
    loader: faqLoader,
    lazy: () => import("./faq/faq-route.tsx").then((m) => ({ Component: m.FaqRoute })),
  },
  { path: "docs", lazy: docsRoute },
  { path: "documentation.html", lazy: docsRoute },
  {
    path: "html-elements",
    lazy: () =>
      import("./html-elements/html-elements-route.tsx").then((m) => ({
        Component: m.HtmlElementsRoute,
      })),
  },
  {
    path: "navbar-showcase",
    lazy: () =>
      import("./navbar-showcase/navbar-showcase-route.tsx").then((m) => ({
        Component: m.NavbarShowcaseRoute,
      })),
  },
  legalRoute("terms", () => import("./terms/terms-document.ts").then((m) => m.termsDocument)),
  legalRoute("privacy", () =>
    import("./privacy/privacy-document.ts").then((m) => m.privacyDocument),
  ),
  legalRoute("cookies", () =>
    import("./cookies/cookies-document.ts").then((m) => m.cookiesDocument),
  ),
  legalRoute("dmca", () => import("./dmca/dmca-document.ts").then((m) => m.dmcaDocument)),
  legalRoute("licensing", () =>
    import("./licensing/licensing-document.ts").then((m) => m.licensingDocument),
  ),
  legalRoute("guidelines", () =>
    import("./guidelines/guidelines-document.ts").then((m) => m.guidelinesDocument),
  ),
  // The footer's other links: each lands on the page that does what it names.
  { path: "help", loader: () => redirect("/faq") },
  { path: "report", loader: () => redirect("/contact?category=technical") },
  { path: "reviews", loader: () => redirect("/blog?category=reviews") },
  ...["forums", "discord", "events"].map((path) => ({
    path,
    lazy: () =>
      import("./community/community-route.tsx").then((m) => ({ Component: m.CommunityRoute })),
  })),
];
