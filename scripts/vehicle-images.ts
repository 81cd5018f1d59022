/**
 * Draws the example vehicles' images: two SVG illustrations per vehicle of the contract's example data
 * (`x-example-data.vehicles` in openapi/openapi.yaml), in its body style and colour, and the default
 * image shown when a vehicle image fails to load. Writes public/images/vehicles/; the output is
 * committed, so run it again only when the example vehicles change: `npx tsx scripts/vehicle-images.ts`.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { defaultVehicleImageSvg } from '../design-system/components/Image/defaultImage';

interface ExampleVehicle {
  VehicleId: number;
  Manufacturer: string;
  Model: string;
  Colour: string;
  BodyStyle: string;
  Registration: string;
  MainImage: { Medium: string };
}

/** What a drawing needs: the label, colour and body style, and the plate (none on the stock images). */
type Drawn = Pick<ExampleVehicle, 'Colour' | 'BodyStyle'> & { label: string; Registration?: string };

const contract = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'), {
  maxAliasCount: -1,
}) as { 'x-example-data': { vehicles: ExampleVehicle[] } };
const out = new URL('../public/images/vehicles/', import.meta.url);

const paints: Record<string, string> = {
  Blue: '#1f5fbf',
  Red: '#c0392b',
  Grey: '#6b7280',
  Black: '#1f2937',
  White: '#f4f5f7',
  Silver: '#c3c8ce',
  Green: '#2f7d4a',
  Yellow: '#f2c230',
  Orange: '#e8731a',
};

/** Side-view silhouettes facing left on a 640 x 400 canvas, ground at y 340; wheels at x 175 and 470. */
const hatchback = {
  body: 'M88 318 L92 276 Q98 258 128 252 L212 240 L272 190 Q286 180 306 180 L440 180 Q462 180 474 198 L520 254 Q546 262 548 284 L550 318 Z',
  glass:
    'M226 240 L280 196 Q290 190 304 190 L366 190 L366 240 Z M378 190 L436 190 Q452 190 462 204 L490 240 L378 240 Z',
  wheel: 40,
};
const bodies: Record<string, { body: string; glass: string; wheel: number }> = {
  Hatchback: hatchback,
  Saloon: {
    body: 'M70 318 L74 278 Q80 260 112 254 L200 244 L262 196 Q276 186 298 186 L420 186 Q444 186 460 204 L498 244 L560 250 Q578 254 580 276 L582 318 Z',
    glass:
      'M216 244 L270 202 Q280 196 296 196 L352 196 L352 244 Z M364 196 L416 196 Q434 196 446 210 L474 244 L364 244 Z',
    wheel: 40,
  },
  Estate: {
    body: 'M70 318 L74 278 Q80 260 112 254 L200 244 L262 192 Q276 182 298 182 L548 182 Q566 184 570 204 L578 256 Q582 268 582 284 L582 318 Z',
    glass:
      'M216 244 L270 198 Q280 192 296 192 L352 192 L352 244 Z M364 192 L448 192 L448 244 L364 244 Z M460 192 L548 192 Q558 194 560 206 L566 244 L460 244 Z',
    wheel: 40,
  },
  SUV: {
    body: 'M80 320 L82 262 Q88 242 120 236 L206 226 L258 170 Q272 158 296 158 L520 158 Q546 160 552 184 L566 236 Q574 250 574 268 L576 320 Z',
    glass:
      'M222 226 L266 178 Q276 170 294 170 L356 170 L356 226 Z M368 170 L446 170 L446 226 L368 226 Z M458 170 L518 170 Q534 172 538 188 L548 226 L458 226 Z',
    wheel: 46,
  },
  'Panel Van': {
    body: 'M62 322 L66 252 Q72 226 104 216 L150 170 Q164 126 204 122 L566 122 Q584 122 586 142 L588 322 Z',
    glass: 'M162 210 L196 140 Q204 134 216 134 L262 134 L262 210 Z',
    wheel: 44,
  },
  'Small Van': {
    body: 'M84 320 L88 262 Q94 240 124 232 L186 218 L236 166 Q250 154 272 154 L540 154 Q558 156 560 176 L562 320 Z',
    glass: 'M204 218 L246 174 Q254 166 268 166 L320 166 L320 218 Z',
    wheel: 40,
  },
  'Pick Up': {
    body: 'M70 322 L72 258 Q78 236 110 230 L182 220 L226 164 Q240 150 262 150 L392 150 Q406 150 408 166 L410 228 L576 228 Q586 228 586 240 L586 322 Z',
    glass:
      'M198 220 L236 172 Q244 162 258 162 L296 162 L296 220 Z M308 162 L388 162 Q396 162 396 172 L396 220 L308 220 Z',
    wheel: 46,
  },
};

// Body styles drawn with another's silhouette.
bodies['Coupe'] = bodies['Hatchback'] ?? hatchback;
bodies['Convertible'] = bodies['Saloon'] ?? hatchback;
bodies['MPV'] = bodies['Estate'] ?? hatchback;
bodies['Crew Van'] = bodies['Panel Van'] ?? hatchback;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function wheel(x: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${340 - r}" r="${r}" fill="#111827"/>` +
    `<circle cx="${x}" cy="${340 - r}" r="${Math.round(r * 0.55)}" fill="#9ca3af"/>` +
    `<circle cx="${x}" cy="${340 - r}" r="${Math.round(r * 0.18)}" fill="#4b5563"/>`
  );
}

function drawVehicle(v: Drawn, view: 1 | 2): string {
  const shape = bodies[v.BodyStyle] ?? hatchback;
  const paint = paints[v.Colour] ?? '#6b7280';
  const outline = v.Colour === 'White' || v.Colour === 'Silver' ? '#6b7280' : '#111827';
  const scene =
    view === 1
      ? '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfdbfe"/><stop offset="1" stop-color="#eff6ff"/></linearGradient></defs>' +
        '<rect width="640" height="400" fill="url(#sky)"/><rect y="300" width="640" height="100" fill="#9ca3af"/><rect y="300" width="640" height="6" fill="#6b7280"/>'
      : '<rect width="640" height="400" fill="#f8fafc"/><rect y="292" width="640" height="108" fill="#e5e7eb"/>' +
        '<path d="M0 292 L640 292 M160 292 L100 400 M320 292 L320 400 M480 292 L540 400" stroke="#cbd5e1" stroke-width="3"/>';
  // View 2 is the other side: the vehicle mirrored, facing right.
  const flip = view === 2 ? ' transform="matrix(-1 0 0 1 640 0)"' : '';
  const plate = view === 1 ? '#ffffff' : '#facc15';
  const plateX = view === 1 ? 70 : 466;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${escapeXml(v.label)}">`,
    scene,
    `<ellipse cx="320" cy="342" rx="270" ry="14" fill="#000" opacity=".18"/>`,
    `<g${flip}>`,
    `<path d="${shape.body}" fill="${paint}" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="${shape.glass}" fill="#9fc3de" stroke="#334155" stroke-width="2"/>`,
    `<rect x="96" y="276" width="26" height="12" rx="4" fill="#fde68a"/>`,
    wheel(175, shape.wheel),
    wheel(470, shape.wheel),
    '</g>',
    v.Registration
      ? `<rect x="${plateX}" y="352" width="104" height="26" rx="3" fill="${plate}" stroke="#111827" stroke-width="2"/>` +
        `<text x="${plateX + 52}" y="371" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" text-anchor="middle" fill="#111827">${escapeXml(v.Registration)}</text>`
      : '',
    '</svg>',
    '',
  ].join('');
}

/** The default image the adverts name: the design system's "no photo" drawing, the same everywhere. */
const fallback = defaultVehicleImageSvg;

mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) rmSync(new URL(file, out));
writeFileSync(new URL('default.svg', out), fallback);
const vehicles = contract['x-example-data'].vehicles;
for (const v of vehicles) {
  const first = v.MainImage.Medium.slice(v.MainImage.Medium.lastIndexOf('/') + 1);
  const drawn = { ...v, label: `${v.Manufacturer} ${v.Model}` };
  writeFileSync(new URL(first, out), drawVehicle(drawn, 1));
  writeFileSync(new URL(first.replace(/-1\.svg$/, '-2.svg'), out), drawVehicle(drawn, 2));
}
// The reference server's generated stock (server/seed) shows these: every body style in every colour
// drawn, without a plate, as stock-{body style}-{colour}-{1|2}.svg (slugs, e.g. stock-panel-van-white-1.svg).
const stockBodies = [
  'Hatchback',
  'SUV',
  'Saloon',
  'Estate',
  'Coupe',
  'Convertible',
  'MPV',
  'Panel Van',
  'Small Van',
  'Pick Up',
  'Crew Van',
];
const slug = (text: string) => text.toLowerCase().replace(/ /g, '-');
let stock = 0;
for (const BodyStyle of stockBodies) {
  for (const Colour of Object.keys(paints)) {
    const drawn = {
      BodyStyle,
      Colour,
      label: `${Colour} ${BodyStyle === 'SUV' || BodyStyle === 'MPV' ? BodyStyle : BodyStyle.toLowerCase()}`,
    };
    for (const view of [1, 2] as const) {
      writeFileSync(new URL(`stock-${slug(BodyStyle)}-${slug(Colour)}-${view}.svg`, out), drawVehicle(drawn, view));
      stock++;
    }
  }
}
console.log(`wrote ${vehicles.length * 2 + 1 + stock} images to public/images/vehicles/`);
