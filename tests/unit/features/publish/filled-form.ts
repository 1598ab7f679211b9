// A completely filled publish form for any module, widget by widget (what a user types and picks).
import type { PublishFormLayout, PublishWidget } from '../../../../src/modules/publish-form.js';

function sample(w: PublishWidget): Record<string, unknown> {
  switch (w.kind) {
    case 'place': return { areaIds: ['CIV'], cityId: 11 };
    case 'tag': return { tagId: 3 };
    case 'labels': return { labelIds: [1, 2] };
    case 'lookup': return { [w.name]: 2 };
    case 'count': return { [w.name]: 2 };
    case 'yesNo': return { [w.name]: 1 };
    case 'choice': return { [w.name]: w.options[0]!.value };
    // salaryMax above the minimum amount below (spec §5 "Minimum must not exceed maximum").
    case 'number': return { [w.name]: w.name === 'storey' ? '2' : w.name === 'salaryMax' ? '200000' : '12' };
    case 'numberUnit': return { [w.name]: '150000.50', [w.unitName]: 1 };
    case 'month': return { [w.name]: '2021-06' };
    case 'text': return { [w.name]: w.input === 'email' ? 'vendeur@example.ci' : 'Cocody, Riviera 3' };
    case 'phones': return { phones: ['0700000001', '0500000002'] };
    case 'richText': return { content: '<p>Belle maison <b>lumineuse</b> avec jardin</p>' };
    case 'pictures': return { fileList: [{ imgPath: '/uploads/a.jpg', sort: 5 }, { imgPath: '/uploads/b.jpg', sort: 1 }] };
  }
}

export function filledForm(layout: PublishFormLayout): Record<string, unknown> {
  const values: Record<string, unknown> = { ...layout.defaults, names: { tagId: 'Villa', billingCycleId: 'Mois' } };
  for (const w of layout.widgets) Object.assign(values, sample(w));
  values.title = 'Villa 4 pièces à Cocody';
  return values;
}
