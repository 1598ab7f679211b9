// Generated pictures for the publish tests (spec §5 "Images": jpg/png/jpeg; above 2,097,152 bytes
// the app compresses): a photo-like 12 MP JPEG well above the limit, and small plain ones.
import sharp from 'sharp';

/** Spec §9: pictures above this many bytes are compressed before upload. */
export const PICTURE_LIMIT = 2_097_152;

/** A photo-like 4000×3000 JPEG (12 MP: gradient sky, shapes, sensor-like noise), about 4 MB. */
export async function photo12mp(): Promise<Buffer> {
  const W = 4000;
  const H = 3000;
  const shapes = Array.from({ length: 200 }, (_, i) =>
    `<ellipse cx="${(i * 733) % W}" cy="${(i * 977) % H}" rx="${40 + ((i * 37) % 260)}" ry="${30 + ((i * 53) % 180)}" fill="hsl(${(i * 47) % 360},50%,45%)"/>`).join('');
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="0.55" stop-color="#f2d7a6"/><stop offset="1" stop-color="#3f6b2f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`);
  const noise = await sharp({ create: { width: W, height: H, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } } }).png().toBuffer();
  return sharp(svg).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 92 }).toBuffer();
}

/** A small 640×480 picture: a coloured field with a disc, as PNG or JPEG. */
export function smallPicture(hue: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="hsl(${hue},60%,55%)"/><circle cx="320" cy="240" r="150" fill="hsl(${(hue + 180) % 360},60%,45%)"/></svg>`);
  const img = sharp(svg);
  return (format === 'png' ? img.png() : img.jpeg({ quality: 85 })).toBuffer();
}
