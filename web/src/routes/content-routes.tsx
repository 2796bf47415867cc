import { redirect, type RouteObject } from "react-router";
import { LegalPage } from "../components/legal-page/legal-page.tsx";
import { AboutRoute, aboutLoader } from "./about/about-route.tsx";
import { BlogArticleRoute, blogArticleLoader } from "./blog-article/blog-article-route.tsx";
import { BlogRoute, blogLoader } from "./blog/blog-route.tsx";
import { CommunityRoute } from "./community/community-route.tsx";
import { ContactRoute } from "./contact/contact-route.tsx";
import { cookiesDocument } from "./cookies/cookies-document.ts";
import { DocsRoute } from "./docs/docs-route.tsx";
import { dmcaDocument } from "./dmca/dmca-document.ts";
import { FaqRoute, faqLoader } from "./faq/faq-route.tsx";
import { guidelinesDocument } from "./guidelines/guidelines-document.ts";
import { HtmlElementsRoute } from "./html-elements/html-elements-route.tsx";
import { licensingDocument } from "./licensing/licensing-document.ts";
import { NavbarShowcaseRoute } from "./navbar-showcase/navbar-showcase-route.tsx";
import { PagesRoute, pagesLoader } from "./pages/pages-route.tsx";
import { privacyDocument } from "./privacy/privacy-document.ts";
import { SubscriptionRoute, subscriptionLoader } from "./subscription/subscription-route.tsx";
import { termsDocument } from "./terms/terms-document.ts";

/** The blog, pricing, information and developer pages, inside the site's frame. */
export const contentRoutes: RouteObject[] = [
  { path: "blog", loader: blogLoader, Component: BlogRoute },
  { path: "blog/:postId", loader: blogArticleLoader, Component: BlogArticleRoute },
  { path: "subscription", loader: subscriptionLoader, Component: SubscriptionRoute },
  { path: "about", loader: aboutLoader, Component: AboutRoute },
  { path: "contact", Component: ContactRoute },
  { path: "faq", loader: faqLoader, Component: FaqRoute },
  { path: "docs", Component: DocsRoute },
  { path: "documentation.html", Component: DocsRoute },
  { path: "pages", loader: pagesLoader, Component: PagesRoute },
  { path: "html-elements", Component: HtmlElementsRoute },
  { path: "navbar-showcase", Component: NavbarShowcaseRoute },
  { path: "terms", element: <LegalPage document={termsDocument} /> },
  { path: "privacy", element: <LegalPage document={privacyDocument} /> },
  { path: "cookies", element: <LegalPage document={cookiesDocument} /> },
  { path: "dmca", element: <LegalPage document={dmcaDocument} /> },
  { path: "licensing", element: <LegalPage document={licensingDocument} /> },
  { path: "guidelines", element: <LegalPage document={guidelinesDocument} /> },
  // The footer's other links: each lands on the page that does what it names.
  { path: "help", loader: () => redirect("/faq") },
  { path: "report", loader: () => redirect("/contact?category=technical") },
  { path: "reviews", loader: () => redirect("/blog?category=reviews") },
  ...["forums", "discord", "events"].map((path) => ({ path, Component: CommunityRoute })),
];
