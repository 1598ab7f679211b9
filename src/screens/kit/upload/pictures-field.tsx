// The pictures of a form (enterprise authentication papers, feedback; spec §5 "Upload limit 2 MB for
// pictures", jpg, png; §9 at most 6): a grid of the uploaded pictures, each removable, and an "add"
// tile. Each file is checked here first, then uploaded with uploadImg under the form's module id
// (spec §3: feedback 12); the field holds the paths joined by PATHS_SEPARATOR
// (validation/authentication.ts), so its one message sits under the grid.
// Pictures above 2 MB are compressed in the worker first (use-prepare-picture.ts).
// Private pictures (authentication papers, spec §2 auth) go through uploadPrivateImg instead: their
// paths are names, not addresses (nothing serves them at their path), so each is shown through the
// short-lived URL the server signed for its owner — given with the form's value, or by the upload.
import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import { useServices } from '../../../app/use-shell.js';
import { CODE } from '../../../contract/codes.js';
import { IMAGE } from '../../../contract/constants.js';
import { ENDPOINTS } from '../../../contract/endpoints.js';
import type { PrivateUploadUse } from '../../../contract/types/usercenter.js';
import { PATHS_SEPARATOR, splitPaths } from '../../../contract/validation/authentication.js';
import { useT } from '../../../ui/t-context.js';
import { ErrorText, type Form, type FormValues } from '../form/index.js';
import { Img } from '../img.js';
import { acceptOf, PICTURE_RULE } from './file-checks.js';
import { useUploadStyle } from './upload-styles.js';
import { usePreparePicture } from './use-prepare-picture.js';

const INLINE: readonly number[] = [CODE.BAD_FILE, CODE.VALIDATION];
/** uploadImg asks for a module (spec §7); authentication belongs to none. */
const NO_MODULE = 0;

export interface PicturesFieldProps<V extends FormValues> {
  form: Form<V>;
  name: keyof V & string;
  label: string;
  /** uploadImg's moduleId (spec §3 module ids, MODULE_ID); none (0) by default. */
  moduleId?: number;
  /** Private pictures: what they are for, and the signed URLs of the paths the value starts with. */
  privateUse?: { use: PrivateUploadUse; urls: Readonly<Record<string, string>> };
  /** At most this many pictures (default spec §9's 6; a company logo is one). */
  max?: number;
}

/** One uploaded picture: its path (the form's value) and the address it is shown at. */
type Uploaded = { path: string; url: string } | null;

export function PicturesField<V extends FormValues>({ form, name, label, moduleId = NO_MODULE, privateUse, max = IMAGE.maxCount }: PicturesFieldProps<V>) {
  const t = useT();
  useUploadStyle();
  const id = useId();
  const { api, stores } = useServices();
  const areaId = useStore(stores.session.areaId);
  const prepare = usePreparePicture();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [urls, setUrls] = useState<Readonly<Record<string, string>>>(privateUse?.urls ?? {});
  const srcOf = (path: string): string => (privateUse ? urls[path] ?? '' : path);
  const paths = splitPaths(String(form.values[name] ?? ''));
  const error = form.error(name);
  const write = (list: readonly string[]) => form.set(name, list.join(PATHS_SEPARATOR) as V[typeof name]);

  /** One picture through the upload call of this field's kind. */
  const send = async (file: Blob, fileName: string): Promise<{ uploaded: Uploaded; code: number; message: string }> => {
    if (privateUse) {
      const reply = await api.upload(ENDPOINTS.uploadPrivateImg, { use: privateUse.use }, file, fileName, { inline: INLINE });
      const got = reply.code === 200 ? reply.customData : null;
      return { uploaded: got ? { path: got.imgPath, url: got.url } : null, code: reply.code, message: reply.message };
    }
    const reply = await api.upload(ENDPOINTS.uploadImg, { moduleId: String(moduleId), areaId }, file, fileName, { inline: INLINE });
    const path = reply.code === 200 ? reply.customData?.[0]?.imgPath : undefined;
    return { uploaded: path ? { path, url: path } : null, code: reply.code, message: reply.message };
  };

  const add = async (files: readonly File[]) => {
    let list = paths;
    setBusy(true);
    try {
      for (const file of files.slice(0, max - list.length)) {
        const picture = await prepare(file);
        if (!picture.ok) {
          form.fail(name, { text: picture.problem });
          return;
        }
        const { uploaded, code, message } = await send(picture.file, picture.name);
        if (!uploaded) {
          if (INLINE.includes(code)) form.fail(name, { text: message });
          return;
        }
        const { path, url } = uploaded;
        if (privateUse) setUrls((known) => ({ ...known, [path]: url }));
        list = [...list, path];
        write(list);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mkt-field" role="group" aria-labelledby={`${id}-l`} aria-describedby={error ? `${id}-e` : `${id}-h`}>
      <span id={`${id}-l`} className="mkt-up-label">{label}</span>
      <input ref={input} type="file" hidden multiple={max > 1} accept={acceptOf(PICTURE_RULE)} data-field={name}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length > 0) void add(files);
        }} />
      <ul className="mkt-up-pics">
        {paths.map((p, i) => (
          <li key={p}>
            <Img src={srcOf(p)} alt={t('auth.picture', { n: i + 1 })} ratio="1" thumb saver="load" />
            <button type="button" className="mkt-icon-btn" aria-label={t('auth.remove', { name: t('auth.picture', { n: i + 1 }) })}
              onClick={() => { write(paths.filter((x) => x !== p)); form.blur(name); }}>
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M6 6l12 12M18 6L6 18" /></svg>
            </button>
          </li>
        ))}
        {paths.length < max && (
          <li>
            <button type="button" className="mkt-up-add" disabled={busy} onClick={() => input.current?.click()}>
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round"><path d="M12 5v14M5 12h14" /></svg>
              {busy ? t('auth.uploading') : t('auth.addPicture')}
            </button>
          </li>
        )}
      </ul>
      {error ? <ErrorText id={`${id}-e`} error={error} /> : <p id={`${id}-h`} className="mkt-up-hint">{t('auth.pictureHint', { max })}</p>}
    </div>
  );
}
