import { FileDropZone, UploadProgress } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo } from "react";

const COVER_TYPES = ".jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif";

/**
 * The title form's cover: drop or choose an image, previewed at once (or the current cover), and
 * the progress of its upload while the form is saved.
 */
export function TitleCoverField(props: {
  file: File | null;
  /** the title's cover now, if it has one */
  currentUrl: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onFile: (file: File) => void;
  /** the percentage of the file sent, while it is being sent */
  sent: number | null;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { file, currentUrl, sent } = props;
  const preview = useObjectUrl(file);
  return (
    <div className="grid content-start gap-3">
      <FileDropZone
        label={t`Cover image`}
        hint={t`JPEG, PNG, WebP or AVIF, at most 10 MB. Drop it here or choose it.`}
        accept={COVER_TYPES}
        wrongTypeMessage={t`Choose a JPEG, PNG, WebP or AVIF image.`}
        file={file}
        error={props.error}
        disabled={props.disabled}
        onFile={props.onFile}
      >
        {(preview ?? currentUrl) && (
          <img
            src={preview ?? currentUrl}
            alt={preview ? t`Preview of the new cover` : t`The current cover`}
            width={200}
            height={300}
            className="aspect-[2/3] w-40 rounded-lg object-cover shadow"
          />
        )}
      </FileDropZone>
      {sent !== null && file && (
        <UploadProgress
          label={file.name}
          percent={sent}
          status={sent < 100 ? t`Uploading… ${sent} %` : t`Saving…`}
          onCancel={props.onCancel}
          cancelLabel={t`Cancel`}
        />
      )}
    </div>
  );
}

/** An object URL for the file while it is chosen, revoked when it changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => file && URL.createObjectURL(file), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
