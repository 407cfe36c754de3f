/**
 * The image picker's data (ADR 0058), shared by its screen (/content/images, whose loader's JSON the dialog loads
 * with a fetcher) and the dialog (image-picker.tsx): one image as both show it, and what picking it hands over.
 */
import type { ImageChoiceAttributes } from "../../../contract/uploads";

/** The screen that lists them: a page of its own without JavaScript, the dialog's data with it. */
export const IMAGES_PATH = "/content/images";
/** A page of the screen; the dialog asks for the same. The API caps it (MAX_IMAGE_CHOICES_PAGE_SIZE). */
export const IMAGES_PAGE_SIZE = 24;

export interface ImageChoice {
  id: string;
  kind: ImageChoiceAttributes["kind"];
  name: string;
  alt: string;
  url: string;
  width: number | null;
  height: number | null;
}

/** What an image field receives when an image is picked (the block editor's `imageSchema`: width/height optional). */
export interface PickedImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The largest side an image field takes (contract/content-blocks.ts `imageSchema`). */
export const MAX_FIELD_IMAGE_SIDE = 10000;

/**
 * What picking hands over. The size is there to keep the image's proportions before it loads: a side larger than an
 * image field takes is scaled down with the other, so the proportions stay and the field accepts them.
 */
export function pickedImage(choice: ImageChoice): PickedImage {
  const { url, alt, width, height } = choice;
  if (!width || !height) return { url, alt };
  const scale = Math.min(1, MAX_FIELD_IMAGE_SIDE / Math.max(width, height));
  return { url, alt, width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The loader's answer (app/routes/content+/images.tsx). */
export interface ImagesData {
  q: string;
  page: number;
  pageCount: number;
  total: number;
  images: ImageChoice[];
}
