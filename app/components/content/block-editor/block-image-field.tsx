/**
 * The picker part of an image group in a block's form: the image as it is now (a thumbnail of the address typed or
 * picked) above the group's own fields (address, alternative text, size).
 */
import { useTranslation } from "react-i18next";
import { type AnyForm, type AnyMeta, fieldsetOf } from "./meta";

export function BlockImageField({ meta }: { form: AnyForm; meta: AnyMeta }) {
  const { t } = useTranslation("content-admin");
  const set = fieldsetOf(meta);
  const url = typeof set.url?.value === "string" ? set.url.value : "";
  const shown = /^\/(?![/\\])|^https:\/\//i.test(url) ? url : "";
  return (
    <div className="flex flex-wrap items-center gap-4">
      {shown ? (
        <img
          src={shown}
          alt=""
          className="h-20 w-32 rounded-[var(--radius)] border border-muted-200 object-cover dark:border-muted-700"
        />
      ) : (
        <p className="text-sm text-muted-700 dark:text-muted-300">{t("blocks.noImage")}</p>
      )}
    </div>
  );
}
