import { useQuery } from "@apollo/client/react";
import { Skeleton, toast } from "@inkpanel/ui";
import { useNavigate } from "react-router";
import { ErrorMessage } from "../../components/error-message/error-message.tsx";
import { AdminPage } from "./admin-page.tsx";
import { NewTitleQuery } from "./new-title-query.ts";
import { TitleForm } from "./title-form.tsx";
import { useLingui } from "@lingui/react/macro";

/** /admin/titles/new: a new title, browsable and searchable as soon as it is saved. */
export function NewTitleRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The route's loader started this request (new-title-query.ts): the genres to choose from.
  const { data, error, refetch } = useQuery(NewTitleQuery);
  let content;
  if (error && !data) content = <ErrorMessage error={error} onRetry={() => void refetch()} />;
  else if (!data) content = <Skeleton className="h-[40rem] w-full" aria-busy="true" />;
  else {
    content = (
      <TitleForm
        genres={data.genres}
        onSaved={(manga) => {
          toast({ title: t`Title created: now add its chapters.`, variant: "success" });
          navigate(`/admin/titles/${manga.slug}`);
        }}
      />
    );
  }
  return <AdminPage title={t`New title`}>{content}</AdminPage>;
}
