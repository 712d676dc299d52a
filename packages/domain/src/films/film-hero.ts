/**
 * The picture behind a public film page's title (issue 32): a landscape still, never a poster
 * stretched or cropped to a banner. Pure, so the server and the page pick the same one.
 */

type HeroPhoto = {
  Type: string;
  IsPrincipal: boolean;
  Largeur: number | null;
  Hauteur: number | null;
};
type HeroVideo = { poster: string | null; width: number | null; height: number | null };

/** Wider than tall by a margin: a square or near-square picture crops badly into a banner. */
const MIN_RATIO = 1.2;

function isLandscape(width: number | null, height: number | null): boolean {
  return width !== null && height !== null && height > 0 && width / height >= MIN_RATIO;
}

/** Stills first (`film`), then other photos (`photo`, `shooting`); a poster never. */
const TYPE_RANK: Record<string, number> = { film: 0, photo: 1, shooting: 2 };

export type HeroImage<P, V> = { kind: 'photo'; photo: P } | { kind: 'poster-frame'; video: V } | null;

/**
 * A landscape photo of the film (the owner's principal one first, then stills before set
 * photos, in their order), else a landscape poster frame of its videos (the trailer's first, as
 * given), else none: the title then stands on a plain band.
 */
export function pickHeroImage<P extends HeroPhoto, V extends HeroVideo>(
  photos: readonly P[],
  videos: readonly V[] = [],
): HeroImage<P, V> {
  const candidates = photos
    .map((photo, index) => ({ photo, index, rank: TYPE_RANK[photo.Type] }))
    .filter(
      (c): c is { photo: P; index: number; rank: number } =>
        c.rank !== undefined && isLandscape(c.photo.Largeur, c.photo.Hauteur),
    )
    .sort(
      (a, b) =>
        Number(b.photo.IsPrincipal) - Number(a.photo.IsPrincipal) || a.rank - b.rank || a.index - b.index,
    );
  const best = candidates[0];
  if (best) return { kind: 'photo', photo: best.photo };
  const frame = videos.find((video) => video.poster !== null && isLandscape(video.width, video.height));
  return frame ? { kind: 'poster-frame', video: frame } : null;
}
