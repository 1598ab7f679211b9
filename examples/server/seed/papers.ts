// The seeded enterprise account's authentication (issue 6 "User centre: auth"): u-enterprise is an
// accountType 2 account (seed-users.ts), which spec §9 reaches only through a passed personal and
// enterprise authentication, so the seed gives it both, already reviewed, with the papers they
// name: a one-page PDF (written with the catalogue's files) and a picture (drawn with the seed
// pictures), recorded as its uploads so the user can resubmit the form unchanged (owned-uploads.ts
// accepts only the caller's uploads).
import { SEED_USERS } from '../accounts/seed-users.js';
import type { Queryable } from '../db/database.js';
import { seedPictureBytes } from './images.js';
import { PAPERS_PICTURE, SEED_URL } from './picture-paths.js';
import type { AuthenticationForm } from '../../../src/contract/types/usercenter.js';

const owner = SEED_USERS.enterprise;
const DOCUMENT = `${SEED_URL}/enterprise-registration.pdf`;

/** A valid one-page PDF saying what it is (offsets computed, so readers need no repair). */
export function onePagePdf(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The registration document, as writeCatalogueFiles writes it (deterministic, so rewriting is harmless). */
export const SEED_DOCUMENT: { path: string; bytes: () => Buffer } = {
  path: DOCUMENT, bytes: () => onePagePdf(`Registre du commerce - ${owner.entName} (seed)`),
};

const FILES: readonly { path: string; mime: string; bytes: () => Buffer | Promise<Buffer> }[] = [
  { ...SEED_DOCUMENT, mime: 'application/pdf' },
  { path: PAPERS_PICTURE, mime: 'image/png', bytes: () => seedPictureBytes(PAPERS_PICTURE) },
];

export const SEED_AUTHENTICATIONS: readonly AuthenticationForm[] = [
  { type: 'personal', realName: 'Adjoua Kouamé', papersType: 1, papersNumber: 'CI-0027-5514', address: 'Plateau, Abidjan', attachment: DOCUMENT },
  {
    type: 'enterprise', legalPerson: 'Adjoua Kouamé', companyName: owner.entName, phone: `+${owner.mobileCode} ${owner.phone}`,
    officeAddress: 'Boulevard de la République, Plateau, Abidjan', papersType: 11, registrationCode: 'CI-ABJ-2019-B-04512',
    papersPictures: [PAPERS_PICTURE], attachment: DOCUMENT, authorizationLetter: '',
  },
];

/** Records the papers as the owner's uploads and the two reviews as passed an hour before `now`. */
export async function insertSeedAuthentications(db: Queryable, now: number): Promise<void> {
  for (const f of FILES) {
    await db.query('insert into uploads (user_id, path, mime, bytes) values ($1, $2, $3, $4) on conflict (path) do nothing', [
      owner.id, f.path, f.mime, (await f.bytes()).length,
    ]);
  }
  const reviewed = new Date(now - 3_600_000);
  const submitted = new Date(now - 2 * 86_400_000);
  for (const form of SEED_AUTHENTICATIONS) {
    await db.query(
      `insert into authentications (user_id, kind, form, submitted_at, reviewed_at) values ($1, $2, $3, $4, $5)
       on conflict (user_id, kind) do nothing`,
      [owner.id, form.type, JSON.stringify(form), submitted, reviewed],
    );
  }
}
