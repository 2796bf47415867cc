import { useQuery } from "@apollo/client/react";
import { AppLink, EmptyState, Skeleton, toast } from "@inkpanel/ui";
import { SearchX } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { ErrorMessage } from "../../components/error-message/error-message.tsx";
import { AdminTitleQuery } from "./edit-title-query.ts";
import { AdminChapterList } from "./admin-chapter-list.tsx";
import { AdminPage } from "./admin-page.tsx";
import { ChapterPublisher } from "./chapter-publisher.tsx";
import { TitleForm } from "./title-form.tsx";
import { useLingui } from "@lingui/react/macro";

/** /admin/titles/:mangaId: a title's details and cover, and its chapters to publish or delete. */
export function EditTitleRoute() {
  const { t } = useLingui();
  const { mangaId = "" } = useParams();
  const navigate = useNavigate();
  // The route's loader started this request (edit-title-query.ts).
  const { data, error, refetch } = useQuery(AdminTitleQuery, { variables: { id: mangaId } });
  const manga = data?.manga;

  let content;
  if (error && !data) content = <ErrorMessage error={error} onRetry={() => void refetch()} />;
  else if (!data) content = <Skeleton className="h-[40rem] w-full" aria-busy="true" />;
  else if (!manga) {
    content = (
      <EmptyState
        icon={SearchX}
        title={t`No such title`}
        description={t`It may have another address now.`}
      />
    );
  } else {
    const highest = Math.max(0, ...manga.allChapters.map((chapter) => chapter.number));
    content = (
      <div className="grid gap-10">
        <AppLink href={`/manga/${manga.slug}`} className="text-sm text-primary hover:underline">
          {t`See the title's page`}
        </AppLink>
        <TitleForm
          key={manga.id}
          manga={manga}
          genres={data.genres}
          onSaved={(saved) => {
            toast({ title: t`Changes saved`, variant: "success" });
            if (saved.slug !== mangaId) navigate(`/admin/titles/${saved.slug}`, { replace: true });
          }}
        />
        <section className="grid gap-6" aria-labelledby="chapters-heading">
          <h2 id="chapters-heading" className="text-2xl font-bold">
            {t`Chapters`}
          </h2>
          <ChapterPublisher
            mangaId={manga.id}
            nextNumber={Math.floor(highest) + 1}
            onPublished={() => void refetch()}
          />
          <AdminChapterList manga={manga} onDeleted={() => void refetch()} />
        </section>
      </div>
    );
  }

  return <AdminPage title={manga?.title ?? t`Edit title`}>{content}</AdminPage>;
}
