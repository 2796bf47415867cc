import { redirect, type RouteObject } from "react-router";
import type { LegalDocument } from "../components/legal-page/legal-page.tsx";

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
    lazy: {
      loader: () => import("../routes/blog/blog-query.ts").then((m) => m.blogLoader),
      Component: () => import("../routes/blog/blog-route.tsx").then((m) => m.BlogRoute),
    },
  },
  {
    path: "blog/:postId",
    lazy: {
      loader: () =>
        import("../routes/blog-article/blog-article-query.ts").then((m) => m.blogArticleLoader),
      Component: () =>
        import("../routes/blog-article/blog-article-route.tsx").then((m) => m.BlogArticleRoute),
    },
  },
  {
    path: "subscription",
    lazy: {
      loader: () =>
        import("../routes/subscription/subscription-query.ts").then((m) => m.subscriptionLoader),
      Component: () =>
        import("../routes/subscription/subscription-route.tsx").then((m) => m.SubscriptionRoute),
    },
  },
  {
    path: "about",
    lazy: {
      loader: () => import("../routes/about/about-query.ts").then((m) => m.aboutLoader),
      Component: () => import("../routes/about/about-route.tsx").then((m) => m.AboutRoute),
    },
  },
  {
    path: "contact",
    lazy: () =>
      import("../routes/contact/contact-route.tsx").then((m) => ({ Component: m.ContactRoute })),
  },
  {
    path: "faq",
    lazy: {
      loader: () => import("../routes/faq/faq-query.ts").then((m) => m.faqLoader),
      Component: () => import("../routes/faq/faq-route.tsx").then((m) => m.FaqRoute),
    },
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
