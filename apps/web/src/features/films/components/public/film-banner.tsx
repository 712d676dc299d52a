import { Box } from '@mantine/core';
import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import type { ReactNode } from 'react';

type Photo = PublicFilm['photos'][number];

/** The boxes the server fits each size in (photo-variants.ts); `origin` is never offered here. */
const BOXES = {
  thumbnail: { width: 480, height: 480 },
  hdready: { width: 1280, height: 720 },
  fullhd: { width: 1920, height: 1080 },
} as const;

/** Every size is stored as JPEG and WebP under the same name (as `webpSibling` says, without zod). */
const asWebp = (path: string) => path.replace(/\.jpg$/, '.webp');

/** `srcset` of a photo's sizes, each with its real width (a portrait still is narrower than its box). */
function srcSet(photo: Photo, format: (path: string) => string): string {
  return (Object.keys(BOXES) as (keyof typeof BOXES)[])
    .map((size) => {
      const box = BOXES[size];
      const scale =
        photo.Largeur && photo.Hauteur
          ? Math.min(1, box.width / photo.Largeur, box.height / photo.Hauteur)
          : 1;
      const width = photo.Largeur ? Math.round(photo.Largeur * scale) : box.width;
      return `${format(photo.urls[size])} ${width}w`;
    })
    .join(', ');
}

/** What the banner shows: a landscape photo in its sizes, or a video's poster frame (film-hero.ts). */
export type BannerImage = { kind: 'photo'; photo: Photo } | { kind: 'poster-frame'; src: string };

/**
 * The film page's banner: a landscape still behind the title, covering the band (cropped, never
 * stretched; a portrait poster is never chosen, `pickHeroImage`). A real image, not a CSS
 * background, so the browser finds it in the first HTML (before the stylesheet arrives) and
 * fetches it first, as the page's largest paint; a phone takes the HD-ready size, WebP where
 * the browser reads it.
 */
export function FilmBanner({ image, children }: { image: BannerImage; children: ReactNode }) {
  return (
    <Box pos="relative" style={{ overflow: 'hidden', backgroundColor: 'var(--mantine-color-dark-7)' }}>
      {image.kind === 'photo' ? (
        <picture>
          <source type="image/webp" srcSet={srcSet(image.photo, asWebp)} sizes="100vw" />
          <img
            src={image.photo.urls.hdready}
            srcSet={srcSet(image.photo, (path) => path)}
            sizes="100vw"
            alt=""
            fetchPriority="high"
            data-testid="film-hero"
            className="film-hero-image"
          />
        </picture>
      ) : (
        <img
          src={image.src}
          alt=""
          fetchPriority="high"
          data-testid="film-hero"
          className="film-hero-image"
        />
      )}
      <Box
        pos="relative"
        pt={120}
        style={{ background: 'linear-gradient(180deg, rgba(0,0,0,0.25), rgba(0,0,0,0.75))' }}
      >
        {children}
      </Box>
    </Box>
  );
}
