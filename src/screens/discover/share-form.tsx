// The compose form of /discover/share (the issue: "≥ 20 characters, ≤ 5 hashtags, pictures
// compressed in the worker with progress, optional link to one of one's listings shown as a card,
// through the sensitive-word check and review; draft kept"). Every change goes to the draft
// (share-draft.ts). Sending runs the contract's schema first (the server runs the same one), waits
// for pictures still uploading, then releaseShare (or updateShare for an edit): the post goes to
// review, the draft is cleared and myShare opens. A sensitive word (4422) is marked in the text and
// everything is kept.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { IMAGE, LIMITS } from '../../contract/constants.js';
import { DISCOVER } from '../../contract/discover-limits.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { ShareReleaseRequest } from '../../contract/types/discover.js';
import { shareReleaseSchema } from '../../contract/validation/discover.js';
import type { ValidationKey } from '../../contract/validation/messages.js';
import { validate } from '../../contract/validation/validate.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText } from '../kit/form/field-error.js';
import { PictureField } from '../kit/pictures/picture-field.js';
import { markRuns } from '../publish/marks.js';
import { HashtagField } from './hashtag-field.js';
import { ListingCard } from './listing-card.js';
import { ListingPicker } from './listing-picker.js';
import { MY_SHARE_PATH } from './feed-paths.js';
import { useShareDraft, type ShareDraft } from './share-draft.js';
import { marksOf, shareRefusalOf } from './share-refusal.js';

/** uploadImg's moduleId for a post's pictures: ours (spec §3 lists listing modules only; the server files them apart). */
const SHARE_UPLOAD_MODULE = 0;

type Errors = Partial<Record<string, ValidationKey>>;

export const releaseRequestOf = (d: ShareDraft): ShareReleaseRequest => ({
  content: d.content,
  imgList: d.imgList.map((p) => p.imgPath),
  hashtags: d.hashtags,
  listing: d.listing ? { moduleId: d.listing.moduleId, serviceId: d.listing.serviceId } : null,
});

export function ShareForm({ shareId }: { shareId: string }) {
  const t = useT();
  const id = useId();
  const { api, stores } = useServices();
  const { navigate, dialogs } = useShell();
  const userId = useStore(stores.session.userId);
  const areaId = useStore(stores.session.areaId);
  const { draft, update, clear } = useShareDraft(shareId);
  const [errors, setErrors] = useState<Errors>({});
  const [words, setWords] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const [refused, setRefused] = useState(0);
  // Each refusal brings its first message into view, once it is drawn.
  useEffect(() => {
    if (refused) document.querySelector('.mkt-dcc-form .mkt-field-error, .mkt-dcc-form .mkt-dcc-words')?.scrollIntoView({ block: 'center' });
  }, [refused]);

  const edit = (part: Partial<ShareDraft>, field: string) => {
    update(part);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    if (busy) return;
    if (uploading) {
      dialogs.toast(t('discover.compose.waitUploads'));
      return;
    }
    const request = releaseRequestOf(draft);
    const checked = validate(shareReleaseSchema, request);
    if (!checked.ok) {
      const found: Errors = {};
      for (const issue of checked.issues) found[issue.path.split('.')[0] ?? ''] ??= issue.key;
      setErrors(found);
      setRefused((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    const reply = shareId
      ? await api.call(ENDPOINTS.updateShare, { ...request, shareId }, { inline: [CODE.VALIDATION] })
      : await api.call(ENDPOINTS.releaseShare, request, { inline: [CODE.VALIDATION] });
    setBusy(false);
    if (reply.code === 200) {
      clear();
      setWords([]);
      dialogs.toast(t(shareId ? 'discover.compose.updated' : 'discover.compose.released'));
      navigate(MY_SHARE_PATH, { replace: true });
      return;
    }
    if (reply.code !== CODE.VALIDATION) return;
    const refusal = shareRefusalOf(reply.customData, draft.content);
    if (refusal.kind === 'words') {
      setWords(refusal.words);
      setErrors({ [refusal.field]: 'validation.sensitiveWords' });
    } else {
      setErrors(Object.keys(refusal.fields).length ? refusal.fields : { '': 'validation.checkWarning' });
    }
    setRefused((n) => n + 1);
  };

  const length = draft.content.length;
  const contentError = errors.content;
  const marks = words.length ? marksOf(draft.content, words) : [];
  return (
    <form className="mkt-form mkt-dcc-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {shareId && <p className="mkt-dcc-note" data-edit-note>{t('discover.compose.editNote')}</p>}
      <div className="mkt-field" data-field="content">
        <label htmlFor={`${id}-c`}>{t('discover.compose.content')}</label>
        <div className={contentError ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <textarea id={`${id}-c`} name="content" rows={6} maxLength={DISCOVER.postMax} value={draft.content}
            placeholder={t('discover.compose.contentHint', { min: LIMITS.sharePostMin })}
            aria-invalid={contentError ? true : undefined} aria-describedby={`${id}-n${contentError ? ` ${id}-e` : ''}`}
            onInput={(e) => edit({ content: e.currentTarget.value }, 'content')} />
        </div>
        <p id={`${id}-n`} className="mkt-dcc-counter" data-short={length < LIMITS.sharePostMin || undefined}>
          {length} / {DISCOVER.postMax}
        </p>
        {contentError && <ErrorText id={`${id}-e`} error={{ key: contentError, values: { min: LIMITS.sharePostMin, max: DISCOVER.postMax } }} role="alert" />}
        {marks.length > 0 && (
          <div className="mkt-dcc-words" data-sensitive>
            <p>{t('discover.compose.wordsFound', { words: words.join(', ') })}</p>
            <p className="mkt-dcc-preview">
              {markRuns(draft.content, marks).map((run, i) => (run.marked ? <mark key={i}>{run.text}</mark> : run.text))}
            </p>
          </div>
        )}
      </div>
      <PictureField moduleId={SHARE_UPLOAD_MODULE} areaId={areaId} value={draft.imgList} label={t('discover.compose.pictures')}
        onChange={(imgList) => edit({ imgList }, 'imgList')} onBusyChange={setUploading}
        {...(errors.imgList ? { error: { key: errors.imgList, values: { max: IMAGE.maxCount } } } : {})} />
      <HashtagField tags={draft.hashtags} onChange={(hashtags) => edit({ hashtags }, 'hashtags')} serverError={errors.hashtags} />
      <div className="mkt-field" data-field="listing">
        <span className="mkt-dcc-label">{t('discover.compose.listing')}</span>
        {draft.listing ? (
          <div className="mkt-dcc-linked">
            <ListingCard card={draft.listing} />
            <button type="button" className="mkt-btn mkt-btn-ghost" data-action="unlink-listing" onClick={() => edit({ listing: null }, 'listing')}>
              {t('discover.compose.unlink')}
            </button>
          </div>
        ) : (
          <button type="button" className="mkt-btn mkt-btn-ghost mkt-dcc-link" data-action="link-listing" onClick={() => setPicking(true)}>
            {t('discover.compose.link')}
          </button>
        )}
        {errors.listing && <ErrorText error={{ key: errors.listing }} role="alert" />}
      </div>
      {errors[''] && <ErrorText error={{ key: errors[''] }} role="alert" />}
      <div className="mkt-dcc-bar">
        <button type="submit" className="mkt-btn" data-action="release" disabled={busy} aria-busy={busy || uploading || undefined}>
          {busy ? t('discover.compose.sending') : uploading ? t('discover.compose.uploading') : t(shareId ? 'discover.compose.update' : 'discover.compose.release')}
        </button>
      </div>
      <ListingPicker open={picking} userId={userId} onClose={() => setPicking(false)}
        onPick={(listing) => { setPicking(false); edit({ listing }, 'listing'); }} />
    </form>
  );
}
