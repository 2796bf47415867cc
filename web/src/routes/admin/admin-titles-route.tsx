import { useQuery } from "@apollo/client/react";
import {
  AppLink,
  buttonVariants,
  EmptyState,
  SearchField,
  Skeleton,
  StatusBadge,
  storedImageForWidth,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@inkpanel/ui";
import { BookPlus, SearchX } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ListState } from "../../components/list-state/list-state.tsx";
import { LoadMoreWithRetry } from "../../components/load-more-with-retry/load-more-with-retry.tsx";
import { formatWholeNumber } from "../../lib/format.ts";
import { useLoadMore } from "../../lib/use-load-more.ts";
import { AdminPage } from "./admin-page.tsx";
import { AdminTitlesQuery, adminTitlesVariables } from "./admin-titles-query.ts";
import { useLingui } from "@lingui/react/macro";

/** /admin: every title, A to Z or by a search, to edit or add chapters to. */
export function AdminTitlesRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Titles`}
      action={
        <AppLink href="/admin/titles/new" className={buttonVariants()}>
          <BookPlus /> {t`New title`}
        </AppLink>
      }
    >
      <TitleList />
    </AdminPage>
  );
}

function TitleList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const search = params.get("q")?.trim() ?? "";
  const [typed, setTyped] = useState(search);
  // The route's loader started this request (admin-titles-query.ts).
  const { data, error, refetch, fetchMore } = useQuery(AdminTitlesQuery, {
    variables: adminTitlesVariables(search),
  });
  const moreTitles = useLoadMore(fetchMore, { after: data?.mangas.pageInfo.endCursor });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };

  const list = (
    <ListState
      data={data?.mangas}
      error={error}
      onRetry={() => void refetch()}
      skeleton={<Skeleton className="h-96 w-full" />}
      isEmpty={(titles) => titles.edges.length === 0}
      empty={
        <EmptyState
          icon={SearchX}
          title={search ? t`No titles match “${search}”` : t`No titles yet`}
          description={t`Add one with New title.`}
        />
      }
    >
      {({ edges, totalCount }) => (
        <div className="space-y-4">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">
                  <span className="sr-only">{t`Cover`}</span>
                </TableHead>
                <TableHead>{t`Title`}</TableHead>
                <TableHead className="hidden sm:table-cell">{t`Author`}</TableHead>
                <TableHead>{t`Status`}</TableHead>
                <TableHead className="text-right">{t`Chapters`}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {edges.map(({ node: manga }) => (
                <TableRow key={manga.id}>
                  <TableCell>
                    <img
                      src={storedImageForWidth(manga.coverUrl, 320)}
                      alt=""
                      width={40}
                      height={60}
                      loading="lazy"
                      className="aspect-[2/3] w-10 rounded object-cover"
                    />
                  </TableCell>
                  <TableCell>
                    <AppLink
                      href={`/admin/titles/${manga.slug}`}
                      className="font-semibold hover:underline"
                    >
                      {manga.title}
                    </AppLink>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{manga.author}</TableCell>
                  <TableCell>
                    <StatusBadge status={manga.status} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatWholeNumber(manga.allChapterCount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <LoadMoreWithRetry
            shown={edges.length}
            total={totalCount}
            items="titles"
            state={moreTitles}
          />
        </div>
      )}
    </ListState>
  );

  return (
    <div className="space-y-6">
      <form role="search" onSubmit={submit} className="max-w-md">
        <SearchField
          label={t`Search titles`}
          placeholder={t`Title, alternative title or author`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      {list}
    </div>
  );
}
