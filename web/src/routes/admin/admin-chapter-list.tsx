import { useMutation } from "@apollo/client/react";
import {
  AppLink,
  Badge,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from "@inkpanel/ui";
import { BookOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { formatChapterNumber, formatWholeNumber } from "../../lib/format.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { useLocale } from "../../components/locale/locale-provider.tsx";
import { useLingui } from "@lingui/react/macro";

export const AdminChapterList_manga = graphql(`
  fragment AdminChapterList_manga on Manga {
    id
    slug
    allChapters {
      id
      number
      title
      releasedAt
      pageCount
    }
  }
`);

const DeleteChapter = graphql(`
  mutation DeleteChapter($id: ID!) {
    deleteChapter(id: $id)
  }
`);

type ListedChapter = { id: string; number: number; title?: string | null };

/** A title's chapters, scheduled ones marked with their time, each to read or delete. */
export function AdminChapterList(props: {
  manga: FragmentType<typeof AdminChapterList_manga>;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const manga = useFragment(AdminChapterList_manga, props.manga);
  const { locale } = useLocale();
  const [deleting, setDeleting] = useState<ListedChapter | null>(null);
  const [remove, removal] = useMutation(DeleteChapter);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  if (manga.allChapters.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title={t`No chapters yet`}
        description={t`Publish the first one above.`}
      />
    );
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    const number = formatChapterNumber(deleting.number);
    try {
      await remove({ variables: { id: deleting.id } });
      toast({ title: t`Chapter ${number} deleted`, variant: "success" });
      props.onDeleted();
    } catch (error) {
      toast({
        title: apiErrorOf(error)?.message ?? t`Something went wrong. Please try again.`,
        variant: "destructive",
      });
    } finally {
      setDeleting(null);
    }
  };

  const now = new Date();
  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t`Chapter`}</TableHead>
            <TableHead>{t`Pages`}</TableHead>
            <TableHead>{t`Release`}</TableHead>
            <TableHead className="text-right">{t`Actions`}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {manga.allChapters.map((chapter) => {
            const number = formatChapterNumber(chapter.number);
            const scheduled = new Date(chapter.releasedAt) > now;
            return (
              <TableRow key={chapter.id}>
                <TableCell className="font-medium">
                  {t`Chapter ${number}`}
                  {chapter.title && (
                    <span className="block text-sm font-normal text-muted-foreground">
                      {chapter.title}
                    </span>
                  )}
                </TableCell>
                <TableCell className="tabular-nums">
                  {formatWholeNumber(chapter.pageCount)}
                </TableCell>
                <TableCell>
                  {scheduled && <Badge variant="outline">{t`Scheduled`}</Badge>}{" "}
                  <time dateTime={chapter.releasedAt}>
                    {when.format(new Date(chapter.releasedAt))}
                  </time>
                </TableCell>
                <TableCell className="text-right">
                  <div className="flex justify-end gap-2">
                    {!scheduled && (
                      <AppLink
                        href={`/manga/${manga.slug}/chapter/${chapter.number}`}
                        className="text-sm font-medium text-primary hover:underline"
                      >
                        {t`Read`}
                      </AppLink>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Delete chapter ${number}`}
                      onClick={() => setDeleting(chapter)}
                    >
                      <Trash2 /> {t`Delete`}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting && (
          <DialogContent
            title={t`Delete chapter ${formatChapterNumber(deleting.number)}?`}
            description={t`Its pages and their images are removed for good, and readers lose their place in it.`}
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t`Keep it`}</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={removal.loading}
                onClick={() => void confirmDelete()}
              >
                {t`Delete chapter`}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
