import { festivalImageUrl, IMAGE_SIZE_BOX } from '@shortlist/domain/festivals/image-sizes';

/**
 * A `srcset` over the served sizes of a festival image (image-sizes.ts), so a phone loads the
 * thumbnail or HD-ready file and a wide screen the full HD one. Widths are each size's box: a
 * picture wider than tall fills it.
 */
export function festivalSrcSet(file: string | null | undefined): string | undefined {
  if (!file) return undefined;
  return (['thumbnail', 'hdready', 'fullhd'] as const)
    .map((size) => `${festivalImageUrl(file, size)} ${IMAGE_SIZE_BOX[size].width}w`)
    .join(', ');
}
