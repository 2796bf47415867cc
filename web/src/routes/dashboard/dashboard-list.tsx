import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AppLink, Button, EmptyState } from "@inkpanel/ui";
import { Bookmark, BookOpen, Heart, History, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ListState } from "../../components/list-state/list-state.tsx";
import {
  LoadMoreWithRetry,
  type ListItems,
} from "../../components/load-more-with-retry/load-more-with-retry.tsx";
import type { DashboardRouteQueryQueryVariables } from "../../gql/graphql.ts";
import { useLoadMore, type FetchMore } from "../../lib/use-load-more.ts";
import type { DashboardTab } from "./dashboard-query.ts";

/** The tabs that show one of the reader's lists. */
export type ListTab = Exclude<DashboardTab, "activity">;

interface ListOfTab {
  /** the route query's variable that starts the list's next page */
  after: keyof DashboardRouteQueryQueryVariables;
  /** what the list holds, for Load More's failure message */
  items: ListItems;
  /** what the tab says while the list is empty, beside a way to the catalogue */
  empty: { icon: LucideIcon; title: MessageDescriptor; description: MessageDescriptor };
  browseLabel: MessageDescriptor;
}

const listOfTab: Record<ListTab, ListOfTab> = {
  reading: {
    after: "readingAfter",
    items: "titles",
    empty: {
      icon: BookOpen,
      title: msg`Nothing in progress`,
      description: msg`Start a chapter and it shows up here, ready to continue.`,
    },
    browseLabel: msg`Browse Manga`,
  },
  favorites: {
    after: "favoritesAfter",
    items: "titles",
    empty: {
      icon: Heart,
      title: msg`No favorites yet`,
      description: msg`Tap Favorite on a title to keep it here.`,
    },
    browseLabel: msg`Find Something to Love`,
  },
  history: {
    after: "historyAfter",
    items: "chapters",
    empty: {
      icon: History,
      title: msg`No history yet`,
      description: msg`The chapters you read show up here, newest first.`,
    },
    browseLabel: msg`Browse Manga`,
  },
  saved: {
    after: "savedAfter",
    items: "titles",
    empty: {
      icon: Bookmark,
      title: msg`Nothing saved yet`,
      description: msg`Tap Save on a title to follow it: it lands here, and you hear of its new chapters.`,
    },
    browseLabel: msg`Browse Manga`,
  },
};

/** One of the reader's lists as the route query hands it over (absent on the other tabs). */
interface ReaderList<TNode> {
  totalCount: number;
  pageInfo: { endCursor?: string | null };
  edges: readonly { node: TNode }[];
}

interface DashboardListProps<TNode> {
  tab: ListTab;
  list: ReaderList<TNode> | undefined;
  fetchMore: FetchMore<DashboardRouteQueryQueryVariables>;
  children: (nodes: TNode[]) => ReactNode;
}

/** A tab's list: its items and Load More, or what to do while it holds nothing. */
export function DashboardList<TNode>({
  tab,
  list,
  fetchMore,
  children,
}: DashboardListProps<TNode>) {
  const { i18n } = useLingui();
  const { after, items, empty, browseLabel } = listOfTab[tab];
  const more = useLoadMore(fetchMore, { [after]: list?.pageInfo.endCursor });
  return (
    <ListState
      data={list}
      isEmpty={({ edges }) => edges.length === 0}
      empty={
        <EmptyState
          icon={empty.icon}
          title={i18n._(empty.title)}
          description={i18n._(empty.description)}
          action={
            <Button asChild>
              <AppLink href="/browse">{i18n._(browseLabel)}</AppLink>
            </Button>
          }
        />
      }
    >
      {({ edges, totalCount }) => (
        <>
          {children(edges.map(({ node }) => node))}
          <LoadMoreWithRetry shown={edges.length} total={totalCount} items={items} state={more} />
        </>
      )}
    </ListState>
  );
}
