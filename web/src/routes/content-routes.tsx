import type { RouteObject } from "react-router";
import { BlogArticleRoute, blogArticleLoader } from "./blog-article/blog-article-route.tsx";
import { BlogRoute, blogLoader } from "./blog/blog-route.tsx";
import { SubscriptionRoute, subscriptionLoader } from "./subscription/subscription-route.tsx";

/** The blog, pricing, information and developer pages, inside the site's frame. */
export const contentRoutes: RouteObject[] = [
  { path: "blog", loader: blogLoader, Component: BlogRoute },
  { path: "blog/:postId", loader: blogArticleLoader, Component: BlogArticleRoute },
  { path: "subscription", loader: subscriptionLoader, Component: SubscriptionRoute },
];
