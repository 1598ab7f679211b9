// The seed's authentication submissions (issue 6 "User centre: auth"; reviewed in the console).
// u-enterprise is an accountType 2 account (seed-users.ts), which spec §9 reaches only through a
// passed personal and enterprise authentication, so the seed gives it both, already passed. So that
// the console's authentication queue is not empty in development, u-personal has a personal and
// an enterprise submission left in review (its level stays 0 until an operator passes them; the
// other seed users have none, as the e2e tests of the empty form and of "first personal" expect).
// Each names papers: one-page PDFs and pictures (drawn like the seed pictures), recorded as private
// 'papers' uploads of their user, so the forms pass the server's own checks on a resubmission
// (owned-uploads.ts accepts only the caller's uploads of that kind), and written to the private
// store (writeSeedPapers), never under the public uploads folder (private-files/upload-kinds.ts).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SEED_USERS } from '../accounts/seed-users.js';
import type { Queryable } from '../db/database.js';
import { diskFileOf } from '../private-files/stored-location.js';
import { seedPictureBytes } from './images.js';
import { PAPERS_PICTURE, REVIEW_PAPERS_PICTURE, SEED_URL } from './picture-paths.js';
import type { AuthenticationForm } from '../../../src/contract/types/usercenter.js';

const owner = SEED_USERS.enterprise;
const applicant = SEED_USERS.personal;
const DOCUMENT = `${SEED_URL}/enterprise-registration.pdf`;
const APPLICANT_DOCUMENT = `${SEED_URL}/review-identity.pdf`;

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

/** The PDFs (deterministic, so rewriting is harmless). */
export const SEED_DOCUMENTS: readonly { path: string; bytes: () => Buffer }[] = [
  { path: DOCUMENT, bytes: () => onePagePdf(`Registre du commerce - ${owner.entName} (seed)`) },
  { path: APPLICANT_DOCUMENT, bytes: () => onePagePdf(`Piece d'identite - ${applicant.petName} (seed)`) },
];

/** Every seeded paper, as an upload of its user. */
const FILES: readonly { userId: string; path: string; mime: string; bytes: () => Buffer | Promise<Buffer> }[] = [
  { userId: owner.id, ...SEED_DOCUMENTS[0]!, mime: 'application/pdf' },
  { userId: owner.id, path: PAPERS_PICTURE, mime: 'image/png', bytes: () => seedPictureBytes(PAPERS_PICTURE) },
  { userId: applicant.id, ...SEED_DOCUMENTS[1]!, mime: 'application/pdf' },
  { userId: applicant.id, path: REVIEW_PAPERS_PICTURE, mime: 'image/png', bytes: () => seedPictureBytes(REVIEW_PAPERS_PICTURE) },
];

export interface SeedAuthentication {
  userId: string;
  form: AuthenticationForm;
  /** passed: decided an hour before the seed time (by no operator: the seed); review: waiting. */
  status: 'passed' | 'review';
  /** Submitted this long before the seed time (the queue is oldest first). */
  submittedAgoMs: number;
}

const HOUR = 3_600_000;

export const SEED_AUTHENTICATIONS: readonly SeedAuthentication[] = [
  {
    userId: owner.id, status: 'passed', submittedAgoMs: 48 * HOUR,
    form: { type: 'personal', realName: 'Adjoua Kouamé', papersType: 1, papersNumber: 'CI-0027-5514', address: 'Plateau, Abidjan', attachment: DOCUMENT },
  },
  {
    userId: owner.id, status: 'passed', submittedAgoMs: 48 * HOUR,
    form: {
      type: 'enterprise', legalPerson: 'Adjoua Kouamé', companyName: owner.entName, phone: `+${owner.mobileCode} ${owner.phone}`,
      officeAddress: 'Boulevard de la République, Plateau, Abidjan', papersType: 11, registrationCode: 'CI-ABJ-2019-B-04512',
      papersPictures: [PAPERS_PICTURE], attachment: DOCUMENT, authorizationLetter: '',
    },
  },
  {
    userId: applicant.id, status: 'review', submittedAgoMs: 3 * HOUR,
    form: { type: 'personal', realName: 'Awa Kouassi', papersType: 2, papersNumber: 'CI-PA-0831-2207', address: 'Rue des Jardins, Cocody, Abidjan', attachment: APPLICANT_DOCUMENT },
  },
  {
    userId: applicant.id, status: 'review', submittedAgoMs: 2 * HOUR,
    form: {
      type: 'enterprise', legalPerson: 'Awa Kouassi', companyName: 'Awa Couture SARL', phone: `+${applicant.mobileCode} ${applicant.phone}`,
      officeAddress: 'Boulevard Latrille, Cocody, Abidjan', papersType: 11, registrationCode: 'CI-ABJ-2024-B-11873',
      papersPictures: [REVIEW_PAPERS_PICTURE], attachment: APPLICANT_DOCUMENT, authorizationLetter: '',
    },
  },
];

/**
 * Writes the papers missing from the private store (every start: a wiped folder is repaired, as
 * writeSeedPictures repairs the public one).
 */
export async function writeSeedPapers(privateUploadsDir: string): Promise<void> {
  for (const f of FILES) {
    const file = diskFileOf(privateUploadsDir, f.path);
    if (!file || existsSync(file)) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await f.bytes());
  }
}

/** Records the papers as their users' private uploads and the submissions (passed ones decided an hour before `now`). */
export async function insertSeedAuthentications(db: Queryable, now: number): Promise<void> {
  for (const f of FILES) {
    await db.query("insert into uploads (user_id, path, mime, bytes, kind) values ($1, $2, $3, $4, 'papers') on conflict (path) do nothing", [
      f.userId, f.path, f.mime, (await f.bytes()).length,
    ]);
  }
  for (const a of SEED_AUTHENTICATIONS) {
    await db.query(
      `insert into authentications (user_id, kind, form, submitted_at, status, reviewed_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id, kind) do nothing`,
      [a.userId, a.form.type, JSON.stringify(a.form), new Date(now - a.submittedAgoMs), a.status, a.status === 'passed' ? new Date(now - HOUR) : null],
    );
  }
}
