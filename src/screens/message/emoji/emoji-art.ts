// The drawings of the chat emoji (spec §1 "emoji codes in square brackets replaced by small inline
// images"), as data: SVG elements in a 32×32 box. Drawn here rather than fetched: an inline SVG
// needs no request and no img-src permission on a partner page (DESIGN.md §6 CSP-clean), and looks
// the same on every phone, which the system emoji font does not. Faces are built from shared parts
// (eyes, mouth, extras) so each face is one line of emoji-table.ts.

export type ArtTag = 'circle' | 'ellipse' | 'path' | 'rect' | 'polygon' | 'g';
export type ArtNode = readonly [tag: ArtTag, attrs: Readonly<Record<string, string | number>>, children?: Art];
export type Art = readonly ArtNode[];

const FACE = '#FFCC4D';
const RIM = '#E9A825';
const INK = '#5B3A0E';
const TEAR = '#5DADEC';
const BLUSH = '#FF8FA3';
const RED = '#E53950';
const PINK = '#F25C7A';
const GOLD = '#FFB400';
const GREEN = '#3BA55C';
const BROWN = '#8B5A3C';
const BLUE = '#3478F6';

const line = (d: string, color = INK, width = 1.8): ArtNode =>
  ['path', { d, fill: 'none', stroke: color, strokeWidth: width, strokeLinecap: 'round', strokeLinejoin: 'round' }];
const fill = (d: string, color = INK): ArtNode => ['path', { d, fill: color }];
const dot = (cx: number, cy: number, r: number, color: string): ArtNode => ['circle', { cx, cy, r, fill: color }];

/** A heart of width ~2s centred on (x, y). */
const heart = (x: number, y: number, s: number): string =>
  `M${x} ${y + s * 0.9}C${x - s * 1.4} ${y - s * 0.1} ${x - s * 1.1} ${y - s * 1.2} ${x} ${y - s * 0.5}` +
  `C${x + s * 1.1} ${y - s * 1.2} ${x + s * 1.4} ${y - s * 0.1} ${x} ${y + s * 0.9}z`;

export const EYES = {
  dots: [['ellipse', { cx: 11, cy: 13, rx: 1.8, ry: 2.4, fill: INK }], ['ellipse', { cx: 21, cy: 13, rx: 1.8, ry: 2.4, fill: INK }]],
  happy: [line('M8 14q3-4 6 0M18 14q3-4 6 0')],
  closed: [line('M8 13q3 3 6 0M18 13q3 3 6 0')],
  shut: [line('M8 14q3-2.5 6 0M18 14q3-2.5 6 0')],
  hearts: [fill(heart(10.5, 13, 3.2), RED), fill(heart(21.5, 13, 3.2), RED)],
  wide: [dot(11, 13, 3.3, '#fff'), dot(21, 13, 3.3, '#fff'), dot(11, 13.6, 1.7, INK), dot(21, 13.6, 1.7, INK)],
  roll: [dot(11, 13, 3.3, '#fff'), dot(21, 13, 3.3, '#fff'), dot(11, 11, 1.5, INK), dot(21, 11, 1.5, INK)],
  glasses: [fill('M5.5 10.5h21v2.6c0 2.6-2 4.4-4.6 4.4s-4.2-1.6-4.6-4.2h-2.6c-.4 2.6-2 4.2-4.6 4.2s-4.6-1.8-4.6-4.4z')],
  wink: [['ellipse', { cx: 11, cy: 13, rx: 1.8, ry: 2.4, fill: INK }], line('M18 13.5q3-3 6 0')],
  crosses: [line('M9 11l4 4M13 11l-4 4M19 11l4 4M23 11l-4 4')],
  lines: [line('M8 13.5h6M18 13.5h6')],
  sly: [line('M8 13q3-1.5 6 0M18 13q3-1.5 6 0'), dot(12.5, 13.6, 1.2, INK), dot(22.5, 13.6, 1.2, INK)],
} as const satisfies Record<string, Art>;

export const MOUTHS = {
  smile: [line('M10 20q6 5 12 0')],
  small: [line('M12.5 21q3.5 2.5 7 0')],
  open: [fill('M9 18.5h14q0 7.5-7 7.5t-7-7.5z'), fill('M10.3 19.3h11.4v1.7H10.3z', '#fff')],
  laugh: [fill('M8.5 18h15q-1 8.5-7.5 8.5T8.5 18z'), fill('M12 24.3q4-2.6 8 0q-4 3-8 0z', PINK)],
  teeth: [['rect', { x: 9, y: 18, width: 14, height: 6, rx: 3, fill: '#fff', stroke: INK, strokeWidth: 1.4 }], line('M9.5 21h13', INK, 1.2)],
  frown: [line('M11 23.5q5-4.5 10 0')],
  pout: [line('M12.5 23q3.5-3 7 0M11.5 22.2l1 .8M20.5 22.2l-1 .8')],
  flat: [line('M11 22h10')],
  o: [['ellipse', { cx: 16, cy: 22, rx: 2.2, ry: 2.8, fill: INK }]],
  bigO: [['ellipse', { cx: 16, cy: 22, rx: 3.2, ry: 4, fill: INK }]],
  tongue: [line('M10 20q6 5 12 0'), fill('M16.5 21.9h4.5v2.1a2.25 2.25 0 0 1-4.5 0z', PINK)],
  zip: [line('M10 21.5h12'), line('M12 19.8v3.4M15 19.8v3.4M18 19.8v3.4M21 19.8v3.4', INK, 1)],
  wavy: [line('M10 22q1.5-2 3 0t3 0t3 0t3 0')],
  smirk: [line('M12 22q5 1.5 9-2.5')],
  sob: [fill('M10 25q6-9 12 0z')],
  askew: [line('M12 22.5l8-1.5')],
} as const satisfies Record<string, Art>;

export const EXTRAS = {
  blush: [['ellipse', { cx: 7.5, cy: 18.5, rx: 2.6, ry: 1.6, fill: BLUSH, opacity: 0.75 }], ['ellipse', { cx: 24.5, cy: 18.5, rx: 2.6, ry: 1.6, fill: BLUSH, opacity: 0.75 }]],
  tear: [fill('M22 16.5q-2.2 3.6 0 4.6q2.2-1 0-4.6z', TEAR)],
  tears: [fill('M6.5 14q-2.6 4.2 0 5.4q2.6-1.2 0-5.4zM25.5 14q-2.6 4.2 0 5.4q2.6-1.2 0-5.4z', TEAR)],
  streams: [fill('M8.5 15h3v12.5h-3zM20.5 15h3v12.5h-3z', TEAR)],
  sweat: [fill('M25.5 4q-2.6 3.8 0 5.2q2.6-1.4 0-5.2z', TEAR)],
  sadBrows: [line('M7.5 10l5-2M24.5 10l-5-2')],
  angryBrows: [line('M7.5 8l5.5 2.6M24.5 8l-5.5 2.6', INK, 2)],
  zzz: [line('M21 2.5h4l-4 4h4M26.5 0.8h2.7l-2.7 2.7h2.7', BLUE, 1.3)],
  hand: [['ellipse', { cx: 12, cy: 24.5, rx: 5.5, ry: 3.8, fill: '#F5B73A', stroke: RIM, strokeWidth: 1 }]],
  finger: [['rect', { x: 14.5, y: 15.5, width: 3.4, height: 12, rx: 1.7, fill: '#F5B73A', stroke: RIM, strokeWidth: 1 }]],
  question: [line('M24 3.8a2.6 2.6 0 1 1 2.6 2.7v1.6', BLUE, 1.6), dot(26.6, 10.3, 0.9, BLUE)],
} as const satisfies Record<string, Art>;

/** A face: the round head (red when angry) and its parts, in drawing order. */
export const face = (parts: readonly Art[], color: string = FACE): Art => [
  ['circle', { cx: 16, cy: 16, r: 14.5, fill: color, stroke: RIM, strokeWidth: 0.8 }],
  ...parts.flat(),
];
export const ANGRY_FACE = '#FF8A5B';

const THUMB: Art = [
  ['path', { d: 'M10 14H5.6A1.6 1.6 0 0 0 4 15.6v10.8A1.6 1.6 0 0 0 5.6 28H10z', fill: BLUE }],
  ['path', { d: 'M10 14.5l5.5-9c1-1.6 3.6-1 3.4 1.2L18.3 13H25a2.5 2.5 0 0 1 2.5 2.8l-1.4 9.5A3 3 0 0 1 23.1 28H10z', fill: FACE, stroke: RIM, strokeWidth: 1 }],
];
const HEART = 'M16 28C6.5 20.5 3 15.5 3 11a6.5 6.5 0 0 1 13-2.2A6.5 6.5 0 0 1 29 11c0 4.5-3.5 9.5-13 17z';

/** Things rather than faces. */
export const OBJECTS = {
  thumbsUp: THUMB,
  thumbsDown: [['g', { transform: 'rotate(180 16 16)' }, THUMB]],
  heart: [fill(HEART, RED)],
  brokenHeart: [fill(HEART, RED), line('M16.5 8.8l-2.5 5 3.5 3-2.5 4.5 1.5 6.2', '#fff', 1.8)],
  rose: [
    line('M16 17v12', GREEN, 2), fill('M16 24.5q-5.5-.5-7-5q5.5 0 7 5z', GREEN),
    dot(16, 7.4, 4.3, PINK), dot(20.4, 10.6, 4.3, PINK), dot(18.7, 15.7, 4.3, PINK), dot(13.3, 15.7, 4.3, PINK), dot(11.6, 10.6, 4.3, PINK),
    dot(16, 12, 3, '#FFD23F'),
  ],
  gift: [
    ['rect', { x: 5, y: 13, width: 22, height: 16, rx: 1.5, fill: RED }],
    ['rect', { x: 3.5, y: 9, width: 25, height: 5.5, rx: 1.5, fill: PINK }],
    ['rect', { x: 14, y: 9, width: 4, height: 20, fill: '#FFD23F' }],
    fill('M16 9c-2-4-7.5-5-7.5-2s4.5 2.5 7.5 2zM16 9c2-4 7.5-5 7.5-2s-4.5 2.5-7.5 2z', '#FFD23F'),
  ],
  cake: [
    ['rect', { x: 5, y: 16.5, width: 22, height: 11.5, rx: 2, fill: '#F7C59F' }],
    fill('M5 16.5h22v3q-2.75 2.4-5.5 0t-5.5 0t-5.5 0t-5.5 0z', '#F7A1C4'),
    ['rect', { x: 14.8, y: 8.5, width: 2.4, height: 8, rx: 0.8, fill: '#6EC1E4' }],
    fill('M16 3q-2.6 3.2 0 5q2.6-1.8 0-5z', GOLD),
    line('M3.5 28.5h25', '#B9B9C3', 1.6),
  ],
  coffee: [
    line('M11 3.5q-2 2 0 4t0 4M17 3.5q-2 2 0 4t0 4', '#B9B9C3', 1.5),
    fill('M5.5 14h16.5v6.5a7 7 0 0 1-7 7h-2.5a7 7 0 0 1-7-7z', BROWN),
    line('M22 16h1.8a3 3 0 0 1 0 6H21.6', BROWN, 2),
    line('M4 29h20', BROWN, 2),
  ],
  sun: [line('M16 2v4M16 26v4M2 16h4M26 16h4M6.1 6.1l2.8 2.8M23.1 23.1l2.8 2.8M6.1 25.9l2.8-2.8M23.1 8.9l2.8-2.8', GOLD, 2.2), dot(16, 16, 6.8, GOLD)],
  moon: [fill('M19.5 3.5A12.5 12.5 0 1 0 28.5 21.5 10 10 0 0 1 19.5 3.5z', '#FFD23F')],
  star: [['polygon', { points: '16,2.5 20,11.5 29.5,12.3 22.3,18.6 24.5,28 16,23 7.5,28 9.7,18.6 2.5,12.3 12,11.5', fill: GOLD, stroke: '#E89B00', strokeWidth: 1, strokeLinejoin: 'round' }]],
  fire: [
    fill('M16 2.5c1 5 7.5 8 7.5 15.5a7.5 7.5 0 0 1-15 0c0-4 2-6.5 3.5-8.5c.5 2.5 1.5 3.5 2.5 4c-.5-4 0-8 1.5-11z', '#FF6B2C'),
    fill('M16 17c.5 2.5 3.8 3.5 3.8 6.8a3.8 3.8 0 0 1-7.6 0c0-2 1.6-3.6 3.8-6.8z', '#FFD23F'),
  ],
  home: [
    ['rect', { x: 7, y: 14, width: 18, height: 14.5, fill: '#FBD58E' }],
    ['polygon', { points: '16,4 28.5,15 3.5,15', fill: '#E5533D', strokeLinejoin: 'round', stroke: '#E5533D', strokeWidth: 1.5 }],
    ['rect', { x: 13.5, y: 19.5, width: 5, height: 9, rx: 1, fill: BROWN }],
  ],
  party: [
    ['polygon', { points: '4,28.5 10.5,10 22,21.5', fill: GOLD }],
    line('M7.2 19.5l6.3 6.3M9 14l9 9', '#E89B00', 1.4),
    dot(22.5, 6, 1.6, RED), dot(27.5, 12, 1.4, BLUE), dot(26, 20.5, 1.5, PINK), dot(16, 4.5, 1.3, GREEN),
    line('M14 9q2-4 5.5-3M20 14q4-2 6.5 1', BLUE, 1.4),
  ],
} as const satisfies Record<string, Art>;
