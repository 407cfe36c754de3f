/**
 * The picker part of an image group in a block's form: the image as it is now (a thumbnail of the address typed or
 * picked) and the image picker over the centre's uploads and the stock images (./image-picker.tsx). Picking fills the
 * group's address and size, and its alternative text when that is still empty. Without JavaScript the picker is a
 * link to the images screen, whose addresses can be pasted into the address field.
 */
import { useTranslation } from "react-i18next";
import { ImagePickerButton, type PickedImage } from "../image-picker";
import { type AnyForm, type AnyMeta, fieldsetOf } from "./meta";

export function BlockImageField({ form, meta, keys }: { form: AnyForm; meta: AnyMeta; keys: string[] }) {
  const { t } = useTranslation("content-admin");
  const set = fieldsetOf(meta);
  const url = typeof set.url?.value === "string" ? set.url.value : "";
  const shown = /^\/(?![/\\])|^https:\/\//i.test(url) ? url : "";
  const value = (field: string) => (typeof set[field]?.value === "string" ? (set[field]?.value as string) : "");
  // One update of the whole group (several updates at once would each start from the same state).
  const pick = (image: PickedImage) => {
    const current = Object.fromEntries(keys.map((key) => [key, value(key)]));
    form.update({
      name: meta.name,
      value: {
        ...current,
        url: image.url,
        ...(keys.includes("width") ? { width: image.width === undefined ? "" : String(image.width) } : {}),
        ...(keys.includes("height") ? { height: image.height === undefined ? "" : String(image.height) } : {}),
        ...(keys.includes("alt") && value("alt").trim() === "" ? { alt: image.alt } : {}),
      },
    });
  };
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
      <ImagePickerButton onPick={pick} />
    </div>
  );
}
