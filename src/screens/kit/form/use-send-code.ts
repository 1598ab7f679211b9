// The send-code step of register, reset, replace phone and replace e-mail (spec §5 "send-code
// needs a phone (and area code in register); email send-code needs an email"): the target fields
// are checked with the contract's schema first and their messages shown; then the server is asked.
// Its message is a toast (spec §8 "Send-code ... server messages show as toasts"); a refusal about
// the target ("already registered", "wait 60 s") goes under the field instead.
import type * as v from 'valibot';
import type { EndpointLike } from '../../../api/index.js';
import { useServices, useShell } from '../../../app/use-shell.js';
import { validate } from '../../../contract/validation/validate.js';
import type { Form, FormValues } from './use-form.js';
import { fieldOfIssue, INLINE_CODES } from './use-submit.js';

export interface SendCodeSpec<V extends FormValues, Req> {
  endpoint: EndpointLike<Req, unknown>;
  schema: v.GenericSchema;
  /** The fields the code goes to ('mobileCode', 'phone' or 'mail'); shown when invalid. */
  fields: readonly (keyof V & string)[];
  body(values: V): Req;
  /** Server issue path → form field ('username' → 'phone'). */
  rename?: Readonly<Record<string, string>>;
}

export function useSendCode<V extends FormValues, Req>(form: Form<V>, spec: SendCodeSpec<V, Req>): () => Promise<boolean> {
  const { api } = useServices();
  const { dialogs } = useShell();
  return async () => {
    const body = spec.body(form.values);
    if (!validate(spec.schema, body).ok) {
      for (const f of spec.fields) form.blur(f);
      return false;
    }
    const reply = await api.call(spec.endpoint, body, { inline: INLINE_CODES });
    if (reply.code === 200) {
      if (reply.message) dialogs.toast(reply.message);
      return true;
    }
    if (INLINE_CODES.includes(reply.code)) {
      const field = fieldOfIssue(reply.customData, spec.rename);
      form.fail(field in form.values ? field : spec.fields[spec.fields.length - 1]!, { text: reply.message });
    }
    return false;
  };
}
