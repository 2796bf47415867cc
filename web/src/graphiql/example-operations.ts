// The saved example operations GraphiQL opens as tabs. Each is a plain .graphql file so it reads
// (and is checked against the schema in the tests) exactly as a visitor sees it.
import blogPosts from "./examples/blog-posts.graphql?raw";
import browse from "./examples/browse.graphql?raw";
import chapterPages from "./examples/chapter-pages.graphql?raw";
import popularThisWeek from "./examples/popular-this-week.graphql?raw";
import titleDetail from "./examples/title-detail.graphql?raw";

export interface ExampleTab {
  query: string;
  variables?: string;
}

// A title of the seeded library, so the examples answer with data on a fresh install.
const exampleVariables = (variables: Record<string, unknown>) => JSON.stringify(variables, null, 2);

export const exampleTabs: ExampleTab[] = [
  { query: browse },
  { query: titleDetail, variables: exampleVariables({ id: "ashen-crown" }) },
  { query: popularThisWeek },
  { query: chapterPages, variables: exampleVariables({ mangaId: "ashen-crown", number: 1 }) },
  { query: blogPosts },
];
