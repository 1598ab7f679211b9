// A document's shown name (examples/server/chat/file-name.ts): the device's name without folders,
// control or bidirectional characters, reserved characters and doubled spaces, at most 120
// characters with its extension kept; nothing usable gives no name.
import { describe, expect, it } from 'vitest';
import { cleanFileName, FILE_NAME_MAX } from '../../../examples/server/chat/file-name.js';

describe('cleanFileName', () => {
  it('keeps a plain name as it is', () => {
    expect(cleanFileName('Devis été 2030.pdf')).toBe('Devis été 2030.pdf');
    expect(cleanFileName('合同.docx')).toBe('合同.docx');
  });

  it('drops folders, controls, bidirectional overrides, reserved characters and doubled spaces', () => {
    expect(cleanFileName('C:\\fakepath\\offre.pdf')).toBe('offre.pdf');
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('fac\u202eture\u0000   finale\t.pdf')).toBe('facture finale .pdf');
    expect(cleanFileName('a<b>:"c|d?*.pdf')).toBe('abcd.pdf');
  });

  it('has no name when nothing is left', () => {
    for (const raw of ['', '   ', '..', 'folder/', '\u202e\u0001']) expect(cleanFileName(raw)).toBeNull();
  });

  it('cuts a long name to 120 characters, keeping the extension (emoji never halved)', () => {
    const long = cleanFileName(`${'😀'.repeat(200)}.docx`)!;
    expect([...long]).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith('….docx')).toBe(true);
    expect(long).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect([...cleanFileName('x'.repeat(300))!]).toHaveLength(FILE_NAME_MAX);
  });
});
