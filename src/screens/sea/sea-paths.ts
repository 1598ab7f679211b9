// The /sea screens' paths (spec §2 /sea), named once so links and the pick modes agree.
export const SEA = {
  order: '/sea/order',
  details: '/sea/details',
  form: '/sea/form',
  addresses: '/sea/adresslist',
  addressForm: '/sea/addadress',
  warehouses: '/sea/transitadress',
  product: '/sea/productinfo',
  privacy: '/sea/privacy',
  pay: '/sea/pay',
} as const;

export const detailsHref = (parcelNo: string): string => `${SEA.details}?parcelNo=${encodeURIComponent(parcelNo)}`;
export const payHref = (parcelNo: string): string => `${SEA.pay}?parcelNo=${encodeURIComponent(parcelNo)}`;

/** A picker opened from the form, coming back to it (?pick=…&back=/sea/form). */
export const pickFromForm = (screen: string, pick: string): string =>
  `${screen}?pick=${encodeURIComponent(pick)}&back=${encodeURIComponent(SEA.form)}`;

/** The form, as a picker's `back`: only the form itself (a crafted link cannot lead elsewhere). */
export const safeFormBack = (raw: string | null): string => ((raw ?? '').trim() === SEA.form ? SEA.form : '');
