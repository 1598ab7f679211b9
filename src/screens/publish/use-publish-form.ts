// The publish form's state: the module's contract schema over the payload the values make
// (features/publish/payload.ts), and the draft written while the user types (spec §3 drafts;
// features/publish/draft-saver.ts: debounced, and at once when the page is hidden or left).
import { useEffect, useMemo, useRef } from 'react';
import { useServices } from '../../app/use-shell.js';
import { createDraftSaver } from '../../features/publish/draft-saver.js';
import { publishPayload } from '../../features/publish/payload.js';
import type { PublishFormLayout } from '../../modules/publish-form.js';
import { publishSchemaOf } from '../../modules/publish-schema.js';
import type { ListingModule } from '../../modules/types.js';
import type { DraftRef } from '../../stores/publish.js';
import { useForm, type Form, type FormValues } from '../kit/form/use-form.js';

/** Payload paths shown by another field than their own name. */
export const PUBLISH_ALIAS: Readonly<Record<string, string>> = { areaId: 'areaIds', tel: 'phones' };

export interface PublishSetup {
  m: ListingModule;
  layout: PublishFormLayout;
  userId: string;
  /** The phone rule's area code ('' = digits only). */
  mobileCode: string;
  /** undefined until getMineReleaseAbility answered: the country count is not checked yet. */
  releaseAreaNum: number | undefined;
  draft: DraftRef;
  initial: FormValues;
}

export interface PublishForm {
  form: Form<FormValues>;
  /** Writes the pending draft now (before leaving for the word check). */
  flush(): void;
  /** Drops the draft and stops writing it (saved, or discarded by the user). */
  forget(): void;
}

export function usePublishForm(s: PublishSetup): PublishForm {
  const { stores } = useServices();
  const schema = useMemo(
    () => publishSchemaOf(s.m)!({ mobileCode: s.mobileCode || undefined, releaseAreaNum: s.releaseAreaNum }),
    [s.m, s.mobileCode, s.releaseAreaNum],
  );
  const form = useForm(schema, s.initial, { input: (v) => publishPayload(s.m, s.layout, v, { userId: s.userId }), alias: PUBLISH_ALIAS });
  const { userId, moduleKey, serviceId } = s.draft;
  const saver = useMemo(() => createDraftSaver(stores.publish, { userId, moduleKey, serviceId }), [stores, userId, moduleKey, serviceId]);
  useEffect(() => () => {
    saver.flush();
    saver.dispose();
  }, [saver]);
  // The first values are the draft itself (or an empty form): nothing to write until they change.
  const first = useRef(form.values);
  useEffect(() => {
    if (form.values !== first.current) saver.schedule(form.values);
  }, [form.values, saver]);
  return {
    form,
    flush: () => saver.flush(),
    forget: () => {
      saver.cancel();
      stores.publish.discard(s.draft);
    },
  };
}
