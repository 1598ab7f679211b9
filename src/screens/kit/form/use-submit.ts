// A form's call to the server. Refusals that concern what the user typed (4422 validation, e.g.
// "Verification code incorrect"; 4429 too many attempts) are shown in the form, under the field
// the server named; every other code keeps its global effect of spec §8 (the API client applies it).
import { useState } from 'react';
import type { EndpointLike } from '../../../api/index.js';
import { useServices } from '../../../app/use-shell.js';
import { CODE } from '../../../contract/codes.js';
import type { Form, FormValues } from './use-form.js';

export const INLINE_CODES: readonly number[] = [CODE.VALIDATION, CODE.RATE_LIMITED];

/** The form field a server issue path names: 'loginData.phone' → 'phone'; `rename` maps the rest. */
export function fieldOfIssue(customData: unknown, rename: Readonly<Record<string, string>> = {}): string {
  const issues = (customData as { issues?: { path?: unknown }[] } | null)?.issues;
  const path = Array.isArray(issues) && typeof issues[0]?.path === 'string' ? issues[0].path : '';
  return rename[path] ?? path.split('.').pop() ?? '';
}

export interface Submit {
  busy: boolean;
  /** The reply's customData on 200; null otherwise (already shown: in the form or by spec §8). */
  run<Req, Res>(endpoint: EndpointLike<Req, Res>, body: Req, form: Form<FormValues> | null, rename?: Readonly<Record<string, string>>): Promise<{ data: Res } | null>;
}

export function useSubmit(): Submit {
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run(endpoint, body, form, rename) {
      setBusy(true);
      try {
        const reply = await api.call(endpoint, body, { inline: form ? INLINE_CODES : [] });
        if (reply.code === 200) return { data: reply.customData as never };
        if (form && INLINE_CODES.includes(reply.code)) form.fail(fieldOfIssue(reply.customData, rename), { text: reply.message });
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
}
