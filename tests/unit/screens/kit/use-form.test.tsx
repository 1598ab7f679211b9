// useForm with the publish form's values (numbers, lists of ids, phone rows, pictures) and a schema
// that reads another shape (input + alias), and the text-only forms it served before.
import * as v from 'valibot';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../../src/contract/validation/messages.js';
import { telSchema } from '../../../../src/contract/validation/phone.js';
import { joinTel } from '../../../../src/contract/validation/phone.js';
import { useForm, type Form, type FormOptions, type FormValues } from '../../../../src/screens/kit/form/use-form.js';
import { cleanup, mount } from '../../ui/render.js';

afterEach(cleanup);

function open<V extends FormValues>(schema: v.GenericSchema, initial: V, options?: FormOptions<V>): () => Form<V> {
  let current: Form<V> | null = null;
  function Probe() {
    current = useForm(schema, initial, options);
    return null;
  }
  mount(<Probe />);
  return () => current!;
}

const schema = v.object({
  count: v.pipe(v.number(MSG.choose), v.minValue(1, MSG.numberPositive)),
  labelIds: v.pipe(v.array(v.number()), v.maxLength(2, MSG.mostTags)),
  tel: telSchema('225'),
});
type Values = { count: number | null; labelIds: number[]; phones: string[]; names: Record<string, string> };
const initial: Values = { count: null, labelIds: [], phones: [''], names: {} };
const options: FormOptions<Values> = {
  input: (x) => ({ count: x.count, labelIds: x.labelIds, tel: joinTel(x.phones) }),
  alias: { tel: 'phones' },
};

describe('useForm with numbers and lists', () => {
  it('validates what `input` makes, shows each message at its (aliased) field after blur or check', () => {
    const form = open(schema, initial, options);
    expect(form().error('count')).toBeUndefined();
    act(() => form().blur('count'));
    expect(form().error('count')).toEqual({ key: MSG.choose });
    expect(form().error('phones')).toBeUndefined();
    act(() => {
      expect(form().check()).toBeNull();
    });
    expect(form().error('phones')).toEqual({ key: MSG.pleaseInput });
    expect(form().invalidFields()).toEqual(['count', 'phones']);
    act(() => form().set('labelIds', [1, 2, 3]));
    expect(form().error('labelIds')).toEqual({ key: MSG.mostTags, values: { max: 2 } });
  });

  it('patch() sets several values at once; a valid form checks to the parsed input', () => {
    const form = open(schema, initial, options);
    act(() => form().patch({ count: 2, labelIds: [4], phones: ['0700000001', '0500000002'], names: { count: 'deux' } }));
    expect(form().values).toEqual({ count: 2, labelIds: [4], phones: ['0700000001', '0500000002'], names: { count: 'deux' } });
    let parsed: unknown;
    act(() => {
      parsed = form().check();
    });
    expect(parsed).toEqual({ count: 2, labelIds: [4], tel: '0700000001,0500000002' });
    expect(form().invalidFields()).toEqual([]);
  });

  it('a server answer shows at the aliased field and goes when that field changes', () => {
    const form = open(schema, initial, options);
    act(() => form().fail('tel', { text: 'Numéro refusé' }));
    expect(form().error('phones')).toEqual({ text: 'Numéro refusé' });
    act(() => form().fail('nowhere', { text: 'Autre' }));
    expect(form().formError).toEqual({ text: 'Autre' });
    act(() => form().set('phones', ['0700000001']));
    expect(form().error('phones')).toBeUndefined();
    expect(form().formError).toBeUndefined();
  });

  it('text forms work as before', () => {
    const form = open(v.object({ mail: v.pipe(v.string(), v.nonEmpty(MSG.emailWarning)) }), { mail: '' });
    act(() => form().blur('mail'));
    expect(form().error('mail')).toEqual({ key: MSG.emailWarning });
    act(() => form().set('mail', 'a@b.ci'));
    expect(form().error('mail')).toBeUndefined();
    act(() => form().reset());
    expect(form().values).toEqual({ mail: '' });
  });
});
