// What the top of each screen group looks like before its text matters (README "First view"): the
// coloured bands from the top of the screen and the box of the page's largest picture, as DATA, one
// record per screen group, drawn by first-paint-html.ts. A group without a record gets no overlay.
// The values are the app's own (src/ui/theme.ts, the screens' geometry modules) where the app names
// them; the band heights are what its CSS lays out (each comment says from which rules), and
// tests/e2e/browse/first-paint.e2e.ts checks the picture's box against the app's at 360 and 412 px.
import { COVER_RATIO } from '../../../src/screens/details/cover-geometry.js';
import { AD_INSET, AD_RADIUS, AD_RATIO, HERO_BAND } from '../../../src/screens/home/home-geometry.js';
import { ACCENT, HEAD_RULE } from '../../../src/ui/theme.js';

export interface FirstPaintBand {
  /** CSS px, its bottom rule included (box-sizing: border-box). */
  height: number;
  colour: string;
  /** A 1 px bottom rule's colour, if the app draws one. */
  rule?: string;
}

export interface FirstPaintLayout {
  /** Stacked from the top of the screen, in order. */
  bands: readonly FirstPaintBand[];
  /** The picture's box: its top (CSS px from the screen's top), left/right inset, CSS aspect ratio, corner radius. */
  picture: { top: number; inset: number; ratio: string; radius: number };
}

/** The home header bar: .mkt-home-top's 4 px top padding + .mkt-home-bar's 52 px (home-styles.ts). */
const HOME_BAR = 56;
/** The sticky search row: .mkt-home-search's 4 + 10 px padding around a 44 px box. */
const HOME_SEARCH = 58;
/** A page header (kit-styles.ts .mkt-head): a 44 px button + 2 × 4 px padding + a 1 px rule. */
const PAGE_HEAD = 53;

export const FIRST_PAINT_LAYOUTS: Readonly<Record<string, FirstPaintLayout>> = {
  // src/screens/home: header, search, then the first banner on the hero's green strip.
  home: {
    bands: [
      { height: HOME_BAR, colour: ACCENT },
      { height: HOME_SEARCH, colour: ACCENT },
      { height: HERO_BAND, colour: ACCENT },
    ],
    picture: { top: HOME_BAR + HOME_SEARCH, inset: AD_INSET, ratio: AD_RATIO, radius: AD_RADIUS },
  },
  // src/screens/details: the white header, then the cover at full width.
  details: {
    bands: [{ height: PAGE_HEAD, colour: '#fff', rule: HEAD_RULE }],
    picture: { top: PAGE_HEAD, inset: 0, ratio: COVER_RATIO, radius: 0 },
  },
};
