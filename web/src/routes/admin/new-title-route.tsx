import { toast } from "@inkpanel/ui";

import { useNavigate } from "react-router";
import { AdminPage } from "./admin-page.tsx";
import { TitleForm } from "./title-form.tsx";
import { useLingui } from "@lingui/react/macro";

/** /admin/titles/new: a new title, browsable and searchable as soon as it is saved. */
export function NewTitleRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AdminPage title={t`New title`}>
      <TitleForm
        onSaved={(manga) => {
          toast({ title: t`Title created: now add its chapters.`, variant: "success" });
          navigate(`/admin/titles/${manga.slug}`);
        }}
      />
    </AdminPage>
  );
}
