// One publish widget by its kind (src/modules/publish-form.ts): the table of which component draws
// which kind. Pictures and the content editor are the kit's (kit/pictures, kit/rich-text).
import type { ComponentType } from 'react';
import type { FileRef } from '../../../contract/types/common.js';
import type { MessageKey } from '../../../i18n/keys.js';
import type { PublishWidget } from '../../../modules/publish-form.js';
import { useT } from '../../../ui/t-context.js';
import { TextField } from '../../kit/form/text-field.js';
import { PictureField } from '../../kit/pictures/picture-field.js';
import { RichTextField } from '../../kit/rich-text/rich-text-field.js';
import { ChoiceField, CountField, LookupField, TagField, YesNoField } from './choice-fields.js';
import { LabelsField } from './labels-field.js';
import { MonthField, NumberField, NumberUnitField } from './number-fields.js';
import { PhonesField } from './phones-field.js';
import { PlaceField } from './place-field.js';
import { labelKey, type WidgetProps } from './widget-props.js';

function TextWidget({ w, form }: WidgetProps<'text'>) {
  const t = useT();
  const email = w.input === 'email';
  const placeholder = `publish.placeholders.${w.name}` as MessageKey;
  const hasPlaceholder = ['title', 'location', 'contacts', 'mail'].includes(w.name);
  return (
    <div data-field={w.name}>
      <TextField
        form={form} name={w.name} label={t(labelKey(w))} maxLength={w.maxLength}
        type={email ? 'email' : 'text'} inputMode={email ? 'email' : 'text'} autoComplete={email ? 'email' : 'off'}
        placeholder={hasPlaceholder ? t(placeholder) : undefined}
      />
    </div>
  );
}

function ContentWidget({ w, form }: WidgetProps<'richText'>) {
  const t = useT();
  const value = form.values[w.name];
  return (
    <div data-field={w.name}>
      <RichTextField
        value={typeof value === 'string' ? value : ''} label={t(labelKey(w))} error={form.error(w.name)}
        onChange={(html) => form.set(w.name, html)} onBlur={() => form.blur(w.name)}
      />
    </div>
  );
}

const filesOf = (v: unknown): FileRef[] => (Array.isArray(v) ? (v as FileRef[]) : []);

function PicturesWidget({ w, form, env }: WidgetProps<'pictures'>) {
  const t = useT();
  const areaIds = form.values.areaIds;
  const areaId = Array.isArray(areaIds) && typeof areaIds[0] === 'string' ? areaIds[0] : '';
  return (
    <div data-field={w.name}>
      <PictureField
        moduleId={env.m.moduleId} areaId={areaId} value={filesOf(form.values[w.name])} label={t(labelKey(w))}
        error={form.error(w.name)} onChange={(files) => form.set(w.name, files)} onBlur={() => form.blur(w.name)}
        onBusyChange={env.onPicturesBusy}
      />
    </div>
  );
}

const WIDGETS: { readonly [K in PublishWidget['kind']]: ComponentType<WidgetProps<K>> } = {
  place: PlaceField,
  tag: TagField,
  labels: LabelsField,
  lookup: LookupField,
  count: CountField,
  yesNo: YesNoField,
  choice: ChoiceField,
  number: NumberField,
  numberUnit: NumberUnitField,
  month: MonthField,
  text: TextWidget,
  phones: PhonesField,
  richText: ContentWidget,
  pictures: PicturesWidget,
};

export function Widget(props: WidgetProps) {
  const Component = WIDGETS[props.w.kind] as ComponentType<WidgetProps>;
  return <Component {...props} />;
}
