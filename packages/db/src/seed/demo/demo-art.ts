import { Prng } from './prng.ts';

/**
 * Abstract posters for the demo catalogue's festival images, drawn as SVG: a gradient, then one
 * of several patterns (rings, stripes, tiles, waves, film strip), colours and layout drawn from
 * a generator seeded with the festival's id, so every festival looks different and the same
 * festival always looks the same. No text: the pictures must read in every language.
 */

/**
 * The demo image files the catalogue names (`generate.ts`): `demo/festival-12-banner.jpg`; and
 * the demo films' stills and posters (`seed-demo-films.ts`, see `parseDemoFilmPhoto`).
 */
export type DemoImageKind = 'banner' | 'cover' | 'photo' | 'logo' | 'label' | 'still' | 'poster';

export type DemoImage = {
  kind: DemoImageKind;
  /** Festival id, photo number or label type: what makes the picture differ. */
  seed: number;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
};

/** Stored ("origin") dimensions per kind, the larger side at least full HD where it is a picture. */
const DIMENSIONS: Record<DemoImageKind, { width: number; height: number }> = {
  banner: { width: 2400, height: 800 },
  cover: { width: 1920, height: 1200 },
  photo: { width: 1920, height: 1280 },
  logo: { width: 512, height: 512 },
  label: { width: 256, height: 256 },
  still: { width: 1920, height: 1080 },
  poster: { width: 1200, height: 1700 },
};

const LABEL_SEEDS: Record<string, number> = { accreditation: 1, qualifying: 2, network: 3 };

/** What a demo file name stands for, or undefined when it is not one the demo catalogue uses. */
export function parseDemoImage(file: string): DemoImage | undefined {
  const festivalFile =
    /^demo\/festival-(\d{1,9})-(logo\.png|cover\.jpg|banner\.jpg|photo-(\d{1,2})\.jpg)$/.exec(file);
  if (festivalFile) {
    const id = Number(festivalFile[1]);
    const photo = festivalFile[3];
    const kind: DemoImageKind = photo
      ? 'photo'
      : ((festivalFile[2]?.split('.')[0] ?? 'cover') as DemoImageKind);
    const seed = photo ? id * 100 + Number(photo) : id;
    return { kind, seed, format: kind === 'logo' ? 'png' : 'jpeg', ...DIMENSIONS[kind] };
  }
  const label = /^demo\/label-([a-z]+)\.png$/.exec(file);
  const labelSeed = label?.[1] ? LABEL_SEEDS[label[1]] : undefined;
  if (labelSeed !== undefined) return { kind: 'label', seed: labelSeed, format: 'png', ...DIMENSIONS.label };
  return undefined;
}

/**
 * A demo film photo's stored name is a film photo name like any other (`<32 hex>.jpg`, which the
 * photo routes require), made of this prefix, then the film's number (4 hex), the photo's number
 * (2 hex) and its kind (2 hex: 01 still, 02 poster). An upload's random name starting with 96
 * zero bits is not a real risk, and the drawing only stands in when the storage has no such file.
 */
const DEMO_FILM_PHOTO = /^0{20}de30([0-9a-f]{4})([0-9a-f]{2})(01|02)$/;

export function demoFilmPhotoStem(options: {
  film: number;
  photo: number;
  kind: 'still' | 'poster';
}): string {
  const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');
  return `${'0'.repeat(20)}de30${hex(options.film, 4)}${hex(options.photo, 2)}${options.kind === 'still' ? '01' : '02'}`;
}

/** The drawing a demo film photo's stem stands for, in `format`, or undefined for any other name. */
export function parseDemoFilmPhoto(stem: string, format: 'jpeg' | 'webp'): DemoImage | undefined {
  const match = DEMO_FILM_PHOTO.exec(stem);
  if (!match) return undefined;
  const kind = match[3] === '02' ? 'poster' : 'still';
  const seed = Number.parseInt(match[1] ?? '0', 16) * 100 + Number.parseInt(match[2] ?? '0', 16);
  return { kind, seed, format, ...DIMENSIONS[kind] };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

const PER_PHOTO = new Set<DemoImageKind>(['photo', 'still', 'poster']);

type Palette = { base: number; deep: string; light: string; accent: string; ink: string };

/** A festival's colours: from its id alone, so its banner, cover, photos and logo belong together. */
function palette(image: DemoImage, shift = 0): Palette {
  // Photos, stills and posters carry their festival's or film's number times 100 plus their own.
  const festival = PER_PHOTO.has(image.kind) ? Math.floor(image.seed / 100) : image.seed;
  const prng = new Prng(festival * 2_654_435 + (image.kind === 'label' ? 17 : 0));
  const base = prng.int(0, 359) + shift;
  const turn = prng.pick([150, 180, 210, 40, -40]);
  return {
    base,
    deep: hsl(base, prng.int(45, 70), prng.int(18, 30)),
    light: hsl(base + 20, prng.int(50, 75), prng.int(45, 60)),
    accent: hsl(base + turn + 360, prng.int(65, 90), prng.int(55, 68)),
    ink: hsl(base + turn / 2 + 360, 30, 92),
  };
}

function rings(prng: Prng, p: Palette, w: number, h: number): string {
  const cx = prng.int(0, w);
  const cy = prng.int(0, h);
  const step = Math.max(w, h) / prng.int(8, 14);
  let out = '';
  for (let r = step, i = 0; r < Math.max(w, h) * 1.4; r += step, i++) {
    const colour = i % 3 === 0 ? p.accent : p.ink;
    out += `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(0)}" fill="none" stroke="${colour}" stroke-opacity="${(0.15 + prng.next() * 0.5).toFixed(2)}" stroke-width="${(step * (0.08 + prng.next() * 0.3)).toFixed(0)}"/>`;
  }
  return out;
}

function stripes(prng: Prng, p: Palette, w: number, h: number): string {
  const angle = prng.pick([-35, -20, 20, 35, 60]);
  const band = Math.max(w, h) / prng.int(10, 22);
  let out = `<g transform="rotate(${angle} ${w / 2} ${h / 2})">`;
  for (let x = -w; x < w * 2; x += band) {
    if (prng.chance(0.45)) continue;
    const colour = prng.chance(0.3) ? p.accent : p.ink;
    out += `<rect x="${x.toFixed(0)}" y="${-h}" width="${(band * (0.2 + prng.next() * 0.7)).toFixed(0)}" height="${h * 3}" fill="${colour}" fill-opacity="${(0.1 + prng.next() * 0.45).toFixed(2)}"/>`;
  }
  return `${out}</g>`;
}

function tiles(prng: Prng, p: Palette, w: number, h: number): string {
  const size = Math.max(w, h) / prng.int(8, 16);
  let out = '';
  for (let y = 0; y < h; y += size) {
    for (let x = 0; x < w; x += size) {
      const roll = prng.next();
      if (roll < 0.35) continue;
      const colour = roll > 0.85 ? p.accent : p.ink;
      const opacity = (0.08 + prng.next() * 0.4).toFixed(2);
      out +=
        roll > 0.6
          ? `<circle cx="${(x + size / 2).toFixed(0)}" cy="${(y + size / 2).toFixed(0)}" r="${(size * 0.38).toFixed(0)}" fill="${colour}" fill-opacity="${opacity}"/>`
          : `<rect x="${(x + size * 0.1).toFixed(0)}" y="${(y + size * 0.1).toFixed(0)}" width="${(size * 0.8).toFixed(0)}" height="${(size * 0.8).toFixed(0)}" rx="${(size * 0.12).toFixed(0)}" fill="${colour}" fill-opacity="${opacity}"/>`;
    }
  }
  return out;
}

function waves(prng: Prng, p: Palette, w: number, h: number): string {
  let out = '';
  const count = prng.int(6, 12);
  for (let i = 0; i < count; i++) {
    const y = (h / count) * i + prng.int(-20, 20);
    const amp = h / prng.int(6, 14);
    const len = w / prng.int(2, 5);
    let d = `M0 ${y.toFixed(0)}`;
    for (let x = 0; x < w + len; x += len) {
      d += ` q ${(len / 2).toFixed(0)} ${(prng.chance(0.5) ? -amp : amp).toFixed(0)} ${len.toFixed(0)} 0`;
    }
    const colour = i % 4 === 0 ? p.accent : p.ink;
    out += `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${(0.2 + prng.next() * 0.5).toFixed(2)}" stroke-width="${prng.int(4, Math.max(6, Math.round(h / 40)))}"/>`;
  }
  return out;
}

/** A strip of film frames across the picture: the one nod to what the festivals show. */
function filmStrip(prng: Prng, p: Palette, w: number, h: number): string {
  const band = h * (0.28 + prng.next() * 0.12);
  const y = prng.int(Math.round(h * 0.1), Math.round(h * 0.9 - band));
  const frame = band * 1.4;
  let out = `<g transform="rotate(${prng.int(-12, 12)} ${w / 2} ${h / 2})"><rect x="${-w}" y="${y}" width="${w * 3}" height="${band.toFixed(0)}" fill="#141414" fill-opacity="0.82"/>`;
  const hole = band * 0.08;
  for (let x = -w; x < w * 2; x += hole * 3) {
    out += `<rect x="${x.toFixed(0)}" y="${(y + hole).toFixed(0)}" width="${(hole * 1.4).toFixed(0)}" height="${hole.toFixed(0)}" rx="2" fill="${p.ink}" fill-opacity="0.8"/>`;
    out += `<rect x="${x.toFixed(0)}" y="${(y + band - hole * 2).toFixed(0)}" width="${(hole * 1.4).toFixed(0)}" height="${hole.toFixed(0)}" rx="2" fill="${p.ink}" fill-opacity="0.8"/>`;
  }
  for (let x = -w; x < w * 2; x += frame + hole * 2) {
    const colour = prng.chance(0.3) ? p.accent : p.light;
    out += `<rect x="${x.toFixed(0)}" y="${(y + hole * 3).toFixed(0)}" width="${frame.toFixed(0)}" height="${(band - hole * 6).toFixed(0)}" fill="${colour}" fill-opacity="${(0.35 + prng.next() * 0.5).toFixed(2)}"/>`;
  }
  return `${out}</g>`;
}

const PATTERNS = [rings, stripes, tiles, waves];

function picture(image: DemoImage): string {
  const prng = new Prng(image.seed * 7919 + image.kind.charCodeAt(0) * 104_729);
  const p = palette(
    image,
    PER_PHOTO.has(image.kind) ? (image.seed % 100) * 35 : image.kind === 'cover' ? 25 : 0,
  );
  const { width: w, height: h } = image;
  const pattern = PATTERNS[(image.seed + image.kind.charCodeAt(0)) % PATTERNS.length] ?? rings;
  const angle = prng.int(0, 359);
  const glow = `<radialGradient id="glow" cx="${prng.int(15, 85)}%" cy="${prng.int(15, 85)}%" r="${prng.int(45, 80)}%"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`;
  const ground = `<linearGradient id="ground" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.deep}"/><stop offset="1" stop-color="${p.light}"/></linearGradient>`;
  const strip =
    image.kind === 'banner' || image.kind === 'still' || (image.kind === 'photo' && prng.chance(0.5))
      ? filmStrip(prng, p, w, h)
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${ground}${glow}</defs><rect width="${w}" height="${h}" fill="url(#ground)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>${pattern(prng, p, w, h)}${strip}</svg>`;
}

/** A mark for a logo or a label: a few nested shapes on a light tile, readable at 48 px. */
function mark(image: DemoImage): string {
  const prng = new Prng(image.seed * 6151 + image.kind.charCodeAt(0) * 3571);
  const p = palette(image);
  const { width: s } = image;
  const c = s / 2;
  const shapes = [
    `<circle cx="${c}" cy="${c}" r="${s * 0.34}" fill="${p.deep}"/>`,
    `<rect x="${s * 0.17}" y="${s * 0.17}" width="${s * 0.66}" height="${s * 0.66}" rx="${s * 0.12}" fill="${p.deep}"/>`,
    `<polygon points="${c},${s * 0.13} ${s * 0.87},${s * 0.8} ${s * 0.13},${s * 0.8}" fill="${p.deep}"/>`,
    `<path d="M${s * 0.16} ${c} A${s * 0.34} ${s * 0.34} 0 0 1 ${s * 0.84} ${c} L${s * 0.84} ${s * 0.8} L${s * 0.16} ${s * 0.8} Z" fill="${p.deep}"/>`,
  ];
  const inner = [
    `<circle cx="${c}" cy="${c * 1.05}" r="${s * 0.15}" fill="${p.accent}"/>`,
    `<rect x="${c - s * 0.13}" y="${c - s * 0.09}" width="${s * 0.26}" height="${s * 0.26}" fill="${p.accent}" transform="rotate(45 ${c} ${c + s * 0.04})"/>`,
    `<polygon points="${c - s * 0.09},${c - s * 0.12} ${c + s * 0.15},${c + s * 0.03} ${c - s * 0.09},${c + s * 0.18}" fill="${p.accent}"/>`,
  ];
  const outer = shapes[image.seed % shapes.length] ?? shapes[0];
  const core = inner[prng.int(0, inner.length - 1)] ?? inner[0];
  const ring = prng.chance(0.5)
    ? `<circle cx="${c}" cy="${c}" r="${s * 0.44}" fill="none" stroke="${p.light}" stroke-width="${s * 0.03}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="${p.ink}"/>${ring}${outer}${core}</svg>`;
}

/** The SVG drawing of a demo image at its stored size. */
export function demoImageSvg(image: DemoImage): string {
  return image.kind === 'logo' || image.kind === 'label' ? mark(image) : picture(image);
}
