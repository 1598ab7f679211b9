// The profile photo of personalInformation (spec §7 "user centre ... avatar"; §5 pictures jpg/png,
// compressed above 2 MB): prepared here before any upload, then uploadAvatar stores it and makes it
// the avatar in one call; the stored userAllInfo is refreshed so userInfo shows it at once.
import { useRef, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { UserAllInfo } from '../../contract/types/account.js';
import { useT } from '../../ui/t-context.js';
import { publisherName } from '../kit/listing-row.js';
import { acceptOf, PICTURE_RULE, usePreparePicture } from '../kit/upload/index.js';
import { useRefreshUserInfo } from '../kit/use-user-info.js';
import { Avatar } from './avatar.js';

const INLINE: readonly number[] = [CODE.BAD_FILE, CODE.VALIDATION];

export function AvatarField({ info }: { info: Partial<UserAllInfo> }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const refresh = useRefreshUserInfo();
  const prepare = usePreparePicture();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const name = publisherName(info);

  const upload = async (file: File) => {
    setProblem('');
    setBusy(true);
    try {
      const picture = await prepare(file);
      if (!picture.ok) return setProblem(picture.problem);
      const reply = await api.upload(ENDPOINTS.uploadAvatar, {}, picture.file, picture.name, { inline: INLINE });
      if (reply.code === 200) {
        await refresh();
        dialogs.toast(t('usercenter.info.photoSaved'));
      } else if (INLINE.includes(reply.code)) {
        setProblem(reply.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mkt-uc-section" aria-labelledby="mkt-uc-photo">
      <div className="mkt-uc-photo">
        <Avatar path={info.avatarPath ?? ''} name={name} alt={t('usercenter.avatarOf', { name })} />
        <div>
          <h2 id="mkt-uc-photo">{t('usercenter.info.photo')}</h2>
          <input ref={input} type="file" hidden accept={acceptOf(PICTURE_RULE)} data-field="avatar"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file);
            }} />
          <button type="button" className="mkt-btn mkt-btn-ghost" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t('usercenter.info.uploading') : t('usercenter.info.changePhoto')}
          </button>
        </div>
      </div>
      {problem && <p className="mkt-field-error" role="alert">{problem}</p>}
    </section>
  );
}
