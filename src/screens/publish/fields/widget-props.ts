// What every publish widget receives: its layout entry (src/modules/publish-form.ts), the form, and
// what the form knows about the user and the module.
import type { LanguageCode } from '../../../contract/envelope.js';
import type { MessageKey } from '../../../i18n/keys.js';
import type { PublishWidget } from '../../../modules/publish-form.js';
import type { ListingModule } from '../../../modules/types.js';
import type { Form, FormValues } from '../../kit/form/use-form.js';

export interface WidgetEnv {
  m: ListingModule;
  userId: string;
  /** The user's area code: the phone rule's (spec §5 "Shared phone validator"). */
  mobileCode: string;
  /** Countries one listing may be published in (getMineReleaseAbility; spec §5). */
  releaseAreaNum: number;
  language: LanguageCode;
  onPicturesBusy(busy: boolean): void;
}

export interface WidgetProps<K extends PublishWidget['kind'] = PublishWidget['kind']> {
  w: Extract<PublishWidget, { kind: K }>;
  form: Form<FormValues>;
  env: WidgetEnv;
}

/** The widget's label key (publish.fields.<label>). */
export const labelKey = (w: PublishWidget): MessageKey => `publish.fields.${w.label ?? w.name}` as MessageKey;

const namesIn = (values: FormValues): Readonly<Record<string, string>> => {
  const names = values.names;
  return typeof names === 'object' && names !== null && !Array.isArray(names) ? (names as Record<string, string>) : {};
};

/** Display names of picked ids (publish-form.ts PublishNames), kept in the draft (spec §3). */
export const namesOf = (form: Pick<Form<FormValues>, 'values'>): Readonly<Record<string, string>> => namesIn(form.values);

/** Sets values and the display names that go with them in one change (over the latest names). */
export function pick(form: Pick<Form<FormValues>, 'patch'>, values: FormValues, names: Readonly<Record<string, string>>): void {
  form.patch((old) => ({ ...values, names: { ...namesIn(old), ...names } }));
}
