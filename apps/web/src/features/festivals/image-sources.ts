import { festivalImageUrl, IMAGE_SIZE_BOX, type ImageFormat } from '@shortlist/domain/festivals/image-sizes';

/**
 * A `srcset` over the served sizes of a festival image (image-sizes.ts), so a phone loads the
 * thumbnail, medium or HD-ready file and a wide screen the full HD one; `webp` gives the WebP
 * the server makes of each (for a `<source type="image/webp">`). Widths are each size's box: a
 * picture wider than tall fills it.
 */
export function festivalSrcSet(
  file: string | null | undefined,
  format: ImageFormat = 'stored',
): string | undefined {
  if (!file) return undefined;
  return (['thumbnail', 'medium', 'hdready', 'fullhd'] as const)
    .map((size) => `${festivalImageUrl(file, size, format)} ${IMAGE_SIZE_BOX[size].width}w`)
    .join(', ');
}
