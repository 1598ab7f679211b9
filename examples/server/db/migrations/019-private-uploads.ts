// Private uploads (spec §2 auth and usercenter/order/remittance): identity and company papers and
// the proofs of bank and offline payments are not published like listing pictures. Their bytes
// live in the private store (config.ts privateUploadsDir), never under the public /uploads folder,
// and are read only by their owner (a signed URL) and by the console's operators of the matching
// role (private-files/). Their path keeps the upload's shape ('/uploads/<yyyy-mm>/<name>'): it
// is the upload's name in the forms and rows that cite it; where its bytes are is this row's kind.
// - kind: 'public' (listing pictures, avatars, feedback), 'papers' (authentication documents and
//   pictures), 'proof' (remittance pictures).
// - relocate: the bytes of a row this migration made private still sit in the public folder;
//   private-files/relocate-legacy.ts moves them at start and clears it (files are not
//   transactional, so SQL only says which rows; the move is a start-up step, once per row).
//   Legacy rows: every document (only authentication took pdf/doc/docx), and every picture an
//   authentication form or a remittance (current, or an earlier proof in payment_events) names.
// - server_keys: secrets every instance shares (the signing key of private-file URLs), created
//   once by whichever instance needs one first.
export const PRIVATE_UPLOADS = {
  id: '019-private-uploads',
  sql: `
    alter table uploads add column kind text not null default 'public' check (kind in ('public', 'papers', 'proof'));
    alter table uploads add column relocate boolean not null default false;
    alter table uploads add constraint uploads_relocate_private check (not relocate or kind <> 'public');

    update uploads set kind = 'proof', relocate = true
    where path in (
      select voucher_path from remittances
      union select detail->>'voucher' from payment_events where kind = 'remittance' and detail ? 'voucher'
    );
    update uploads set kind = 'papers', relocate = true
    where path ~* '\\.(pdf|docx?)$'
       or path in (
         select form->>'attachment' from authentications
         union select form->>'authorizationLetter' from authentications
         union select jsonb_array_elements_text(case when jsonb_typeof(form->'papersPictures') = 'array' then form->'papersPictures' else '[]'::jsonb end)
           from authentications
       );
    create index uploads_to_relocate on uploads (id) where relocate;

    create table server_keys (
      name text primary key,
      secret text not null,
      created_at timestamptz not null default now()
    );
  `,
};
