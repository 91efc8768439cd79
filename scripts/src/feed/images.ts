import { createRng, type Rng } from './rng.ts';

/**
 * The hotel image pool of a generated feed: 48 small SVG scenes (8 kinds × 6 palettes) drawn from
 * shapes and gradients, deterministic and independent of the feed's seed, so a development feed
 * needs no internet and no stock photos. 1200×800 like the operators' gallery images.
 */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;
export const OUTDOOR_KINDS = ['sea', 'beach', 'pool', 'garden', 'night'] as const;
export const INDOOR_KINDS = ['room', 'lobby', 'restaurant'] as const;
type Kind = (typeof OUTDOOR_KINDS)[number] | (typeof INDOOR_KINDS)[number];
const VARIANTS = 6;

interface Palette {
  skyTop: string;
  skyBottom: string;
  sea: string;
  deep: string;
  sand: string;
  accent: string;
  wall: string;
  floor: string;
  leaf: string;
}
const PALETTES: readonly Palette[] = [
  {
    skyTop: '#8fd3f4',
    skyBottom: '#e0f7ff',
    sea: '#2fa4d9',
    deep: '#0b6fa4',
    sand: '#f3dca2',
    accent: '#ff7f50',
    wall: '#f5efe6',
    floor: '#c8a27a',
    leaf: '#2e8b57',
  },
  {
    skyTop: '#4aa8f0',
    skyBottom: '#bfe6ff',
    sea: '#1e90c8',
    deep: '#075a8c',
    sand: '#f6e3b4',
    accent: '#ffb703',
    wall: '#fbf6ee',
    floor: '#b98b5e',
    leaf: '#3a9d5d',
  },
  {
    skyTop: '#ff9a62',
    skyBottom: '#ffd29d',
    sea: '#3b6fa0',
    deep: '#1f3f66',
    sand: '#e8c48e',
    accent: '#e63946',
    wall: '#f3e3d3',
    floor: '#a0704c',
    leaf: '#2f6f4f',
  },
  {
    skyTop: '#5ec8f2',
    skyBottom: '#d9f6ff',
    sea: '#1fc8c0',
    deep: '#0f8f9a',
    sand: '#fff1c9',
    accent: '#ff5d8f',
    wall: '#fffaf0',
    floor: '#d4b48c',
    leaf: '#1f9e5a',
  },
  {
    skyTop: '#6a5acd',
    skyBottom: '#f4a3a8',
    sea: '#334d7a',
    deep: '#1b2a4a',
    sand: '#d9b98b',
    accent: '#ffd166',
    wall: '#efe4f5',
    floor: '#8d6e63',
    leaf: '#355e3b',
  },
  {
    skyTop: '#69b7e8',
    skyBottom: '#f0faff',
    sea: '#2d7fc1',
    deep: '#14508a',
    sand: '#efd9b0',
    accent: '#2a9df4',
    wall: '#ffffff',
    floor: '#d8c3a5',
    leaf: '#4c8c4a',
  },
];
const TITLES: Record<Kind, string> = {
  sea: 'Sea view',
  beach: 'Beach',
  pool: 'Pool area',
  garden: 'Hotel garden',
  night: 'Hotel at night',
  room: 'Guest room',
  lobby: 'Lobby',
  restaurant: 'Restaurant',
};

export interface PoolImage {
  name: string;
  kind: Kind;
}
export const IMAGE_POOL: readonly PoolImage[] = [...OUTDOOR_KINDS, ...INDOOR_KINDS].flatMap((kind) =>
  Array.from({ length: VARIANTS }, (_, i) => ({ name: `${kind}-${i + 1}.svg`, kind })),
);

const r = Math.round;
const gradient = (id: string, top: string, bottom: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
const sky = (height: number): string => `<rect width="1200" height="${height}" fill="url(#sky)"/>`;

function waves(rng: Rng, top: number, bottom: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = r(top + ((bottom - top) * (i + 0.5)) / count);
    const x = rng.int(-60, 60);
    const span = rng.int(90, 160);
    let d = `M${x} ${y}`;
    for (let s = x; s < 1260; s += span) d += ` q${r(span / 2)} ${-rng.int(4, 10)} ${span} 0`;
    out += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${(0.25 + rng.next() * 0.3).toFixed(2)}" stroke-width="${rng.int(2, 4)}"/>`;
  }
  return out;
}

function palm(x: number, base: number, height: number, leaf: string): string {
  const top = base - height;
  let fronds = '';
  for (let a = -150; a <= -30; a += 30)
    fronds += `<ellipse cx="${x + 55}" cy="${top}" rx="70" ry="14" fill="${leaf}" transform="rotate(${a + 90} ${x} ${top})"/>`;
  for (let a = -160; a <= -20; a += 35)
    fronds += `<ellipse cx="${x + 60}" cy="${top}" rx="72" ry="12" fill="${leaf}" fill-opacity="0.85" transform="rotate(${a} ${x} ${top})"/>`;
  return `<path d="M${x - 8} ${base} Q${x + 20} ${r(base - height / 2)} ${x} ${top} L${x + 8} ${top} Q${x + 34} ${r(base - height / 2)} ${x + 10} ${base}Z" fill="#8b5a2b"/>${fronds}`;
}

function parasol(x: number, y: number, colour: string): string {
  return (
    `<rect x="${x - 3}" y="${y}" width="6" height="120" fill="#6d4c41"/>` +
    `<path d="M${x - 90} ${y + 10} Q${x} ${y - 70} ${x + 90} ${y + 10}Z" fill="${colour}"/>` +
    `<path d="M${x - 30} ${y - 12} Q${x} ${y - 60} ${x + 30} ${y - 12}Z" fill="#fff" fill-opacity="0.5"/>`
  );
}
const lounger = (x: number, y: number): string =>
  `<rect x="${x}" y="${y}" width="120" height="16" rx="6" fill="#fff"/><rect x="${x + 80}" y="${y - 22}" width="44" height="14" rx="5" fill="#fff" transform="rotate(-20 ${x + 100} ${y - 15})"/>`;

function building(
  rng: Rng,
  x: number,
  y: number,
  width: number,
  height: number,
  wall: string,
  lit: string | null,
): string {
  let out = `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${wall}" stroke="#0000001a"/>`;
  const cols = Math.max(2, r(width / 70));
  const rows = Math.max(2, r(height / 70));
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const wx = r(x + 18 + (col * (width - 36)) / cols);
      const wy = r(y + 18 + (row * (height - 30)) / rows);
      const fill = lit && rng.chance(0.6) ? lit : '#7fb3d5';
      out += `<rect x="${wx}" y="${wy}" width="${r((width - 36) / cols) - 16}" height="${r((height - 30) / rows) - 22}" fill="${fill}"/>`;
    }
  }
  return out;
}

const SCENES: Record<Kind, (rng: Rng, p: Palette) => string> = {
  sea: (rng, p) =>
    sky(440) +
    `<circle cx="${rng.int(150, 1050)}" cy="${rng.int(90, 200)}" r="${rng.int(45, 70)}" fill="#fff6c2"/>` +
    `<ellipse cx="${rng.int(200, 1000)}" cy="440" rx="${rng.int(160, 300)}" ry="40" fill="${p.leaf}" fill-opacity="0.6"/>` +
    `<rect y="440" width="1200" height="360" fill="url(#sea)"/>` +
    waves(rng, 470, 780, 7) +
    `<path d="M${rng.int(300, 800)} 560 l90 0 l-20 22 l-60 0z" fill="#fff"/>`,
  beach: (rng, p) => {
    let out = sky(330) + `<rect y="330" width="1200" height="170" fill="url(#sea)"/>` + waves(rng, 350, 480, 3);
    out += `<path d="M0 500 Q600 ${rng.int(440, 480)} 1200 500 L1200 800 L0 800Z" fill="${p.sand}"/>`;
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i++) {
      const x = r(130 + (i * 900) / count + rng.int(0, 60));
      out += parasol(x, rng.int(520, 580), i % 2 === 0 ? p.accent : '#ffffff') + lounger(x - 40, 690);
    }
    return out + palm(rng.int(40, 120), 800, rng.int(380, 460), p.leaf);
  },
  pool: (rng, p) => {
    let out = sky(260) + building(rng, rng.int(100, 300), 90, 700, 200, p.wall, null);
    out += `<rect y="290" width="1200" height="510" fill="${p.floor}"/>`;
    out += `<rect x="120" y="380" width="960" height="300" rx="60" fill="url(#sea)" stroke="#fff" stroke-width="14"/>`;
    out += waves(rng, 420, 650, 4);
    for (let x = 160; x < 1000; x += rng.int(170, 220)) out += lounger(x, 330);
    return out + palm(1110, 760, 420, p.leaf) + parasol(rng.int(200, 900), 700, p.accent);
  },
  garden: (rng, p) => {
    let out = sky(360) + building(rng, 180, 120, 840, 330, p.wall, null);
    out += `<rect y="450" width="1200" height="350" fill="${p.leaf}" fill-opacity="0.8"/>`;
    for (let i = 0; i < 24; i++)
      out += `<circle cx="${rng.int(20, 1180)}" cy="${rng.int(600, 780)}" r="${rng.int(8, 16)}" fill="${i % 3 === 0 ? p.accent : '#fff3b0'}"/>`;
    return out + palm(rng.int(60, 140), 760, 420, p.leaf) + palm(rng.int(1040, 1140), 760, 380, p.leaf);
  },
  night: (rng, p) => {
    let out = `<rect width="1200" height="800" fill="${p.deep}"/>`;
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${rng.int(0, 1200)}" cy="${rng.int(0, 300)}" r="${rng.int(1, 3)}" fill="#fff"/>`;
    out += `<circle cx="${rng.int(800, 1100)}" cy="110" r="48" fill="#fdf6d8"/>`;
    out += building(rng, 200, 200, 800, 340, '#2b2d42', '#ffd166');
    out += `<rect y="540" width="1200" height="260" fill="#1b1b2f"/><rect x="260" y="600" width="680" height="140" rx="40" fill="${p.sea}" fill-opacity="0.9"/>`;
    return out + waves(rng, 620, 720, 2);
  },
  room: (rng, p) => {
    let out = `<rect width="1200" height="560" fill="${p.wall}"/><rect y="560" width="1200" height="240" fill="${p.floor}"/>`;
    out += `<rect x="760" y="110" width="340" height="300" fill="url(#sky)" stroke="#fff" stroke-width="16"/><rect x="768" y="300" width="324" height="102" fill="url(#sea)"/>`;
    out += `<rect x="150" y="400" width="520" height="230" rx="16" fill="#e9e4dc"/><rect x="150" y="300" width="520" height="110" rx="16" fill="${p.floor}"/>`;
    out += `<rect x="190" y="370" width="180" height="60" rx="24" fill="#fff"/><rect x="450" y="370" width="180" height="60" rx="24" fill="#fff"/>`;
    out += `<rect x="150" y="470" width="520" height="150" rx="12" fill="${p.accent}" fill-opacity="0.85"/>`;
    out += `<rect x="40" y="480" width="90" height="150" fill="${p.floor}"/><path d="M55 480 l30 -90 l30 90z" fill="#fff3b0"/>`;
    return (
      out +
      `<rect x="${rng.int(250, 420)}" y="120" width="200" height="130" fill="${p.sea}" stroke="${p.floor}" stroke-width="10"/>`
    );
  },
  lobby: (rng, p) => {
    let out = `<defs><pattern id="tiles" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="${p.wall}"/><rect width="40" height="40" fill="${p.floor}"/><rect x="40" y="40" width="40" height="40" fill="${p.floor}"/></pattern></defs>`;
    out += `<rect width="1200" height="520" fill="${p.wall}"/><rect y="520" width="1200" height="280" fill="url(#tiles)"/>`;
    for (let x = 80; x < 1200; x += 260)
      out += `<rect x="${x}" y="60" width="60" height="460" fill="#e8e2d6" stroke="#0000001a"/>`;
    out += `<rect x="380" y="400" width="440" height="140" rx="10" fill="${p.floor}"/><rect x="380" y="390" width="440" height="20" fill="${p.accent}"/>`;
    for (let i = 0; i < 9; i++)
      out += `<circle cx="${560 + (i % 3) * 40}" cy="${90 + Math.floor(i / 3) * 24}" r="10" fill="#fff3b0"/>`;
    return (
      out +
      `<ellipse cx="${rng.int(150, 250)}" cy="520" rx="50" ry="80" fill="${p.leaf}"/><ellipse cx="${rng.int(950, 1050)}" cy="520" rx="50" ry="80" fill="${p.leaf}"/>`
    );
  },
  restaurant: (rng, p) => {
    let out = `<rect width="1200" height="480" fill="${p.wall}"/><rect y="480" width="1200" height="320" fill="${p.floor}"/>`;
    for (let x = 60; x < 1200; x += 300)
      out += `<rect x="${x}" y="80" width="220" height="260" fill="url(#sky)" stroke="#fff" stroke-width="10"/><rect x="${x + 5}" y="260" width="210" height="75" fill="url(#sea)"/>`;
    for (let i = 0; i < 6; i++) {
      const x = 150 + (i % 3) * 330 + rng.int(-20, 20);
      const y = 560 + Math.floor(i / 3) * 140;
      out += `<ellipse cx="${x}" cy="${y}" rx="110" ry="34" fill="#fff"/><rect x="${x - 6}" y="${y}" width="12" height="70" fill="${p.floor}"/><circle cx="${x}" cy="${y - 10}" r="8" fill="${p.accent}"/>`;
    }
    for (let x = 200; x < 1200; x += 400)
      out += `<line x1="${x}" y1="0" x2="${x}" y2="70" stroke="#333"/><circle cx="${x}" cy="80" r="16" fill="#fff3b0"/>`;
    return out;
  },
};

export function renderImage(image: PoolImage): string {
  const variant = Number(/-(\d+)\.svg$/.exec(image.name)?.[1] ?? '1') - 1;
  const palette = PALETTES[variant % PALETTES.length] ?? PALETTES[0];
  if (!palette) throw new Error('no palette');
  const rng = createRng(0x5eed + variant * 97 + image.kind.length * 7919 + image.kind.charCodeAt(0));
  const defs = `<defs>${gradient('sky', palette.skyTop, palette.skyBottom)}${gradient('sea', palette.sea, palette.deep)}</defs>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" role="img" aria-label="${TITLES[image.kind]}">` +
    `<title>${TITLES[image.kind]}</title>${defs}${SCENES[image.kind](rng, palette)}</svg>\n`
  );
}
