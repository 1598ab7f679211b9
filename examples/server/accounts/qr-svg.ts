// The QR picture as an SVG data URL (contract QrCodeImgReply.qrCodeImg): one path of dark
// squares over a white square with the standard 4-module quiet zone.
import type { QrMatrix } from './qr-code.js';

const QUIET = 4;

export function qrSvg(matrix: QrMatrix): string {
  const size = matrix.length + QUIET * 2;
  let d = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => { if (dark) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`; }));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">`
    + `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

export const qrDataUrl = (matrix: QrMatrix): string =>
  `data:image/svg+xml;base64,${Buffer.from(qrSvg(matrix), 'utf8').toString('base64')}`;
