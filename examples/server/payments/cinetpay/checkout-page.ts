// The sandbox's hosted checkout page (CinetPay's "guichet"): server-rendered HTML for a 360 px phone,
// in French or English by the payment's `lang` (the two languages CinetPay's page has). The tester
// picks Orange Money, MTN MoMo, Moov Money or Wave, types a number and taps Approve or Decline — a
// plain form POST: no script at all, under a policy that allows none (default-src 'none'; the one
// <style> block is allowed by its hash). After the decision the page shows the outcome and, as
// CinetPay does, a "back to the merchant" button that POSTs `token` and `transaction_id` to
// return_url (https://docs.cinetpay.com/api/1.0-en/checkout/retour). Every value written into the
// page goes through escapeAttribute (text and attributes alike).
import { createHash } from 'node:crypto';
import { escapeAttribute as esc } from '../../http/html-escape.js';
import { OPERATORS } from './protocol.js';
import { PHONE_ENDINGS, type SandboxTransaction } from './sandbox-ledger.js';

type Lang = 'fr' | 'en';

const TEXT = {
  fr: {
    title: 'Paiement CinetPay (bac à sable)',
    sandbox: 'Bac à sable',
    noMoney: 'Page de test : aucun argent réel ne circule.',
    toPay: 'Montant à payer',
    reference: 'Référence',
    operator: 'Choisissez votre opérateur',
    phone: 'Numéro de téléphone',
    approve: 'Valider le paiement',
    decline: 'Refuser',
    back: 'Retour chez le marchand',
    magic: 'Numéros de test (deux derniers chiffres)',
    errors: {
      operator: 'Choisissez un opérateur.',
      phone: 'Saisissez un numéro à 10 chiffres.',
      prefix: 'Ce numéro n’est pas un numéro de cet opérateur.',
      closed: 'Ce paiement est déjà terminé.',
    },
    outcome: {
      accepted: 'Paiement accepté',
      refused: 'Paiement refusé',
      waiting: 'Validez le paiement sur votre téléphone',
      expired: 'Ce paiement a expiré',
    },
    endings: {
      twice: 'notification envoyée deux fois',
      late: 'notification en retard',
      never: 'aucune notification',
      phone: 'validation sur le téléphone, puis acceptée',
      forged: 'notification mal signée',
      insufficient: 'solde insuffisant',
    },
  },
  en: {
    title: 'CinetPay payment (sandbox)',
    sandbox: 'Sandbox',
    noMoney: 'Test page: no real money moves.',
    toPay: 'Amount to pay',
    reference: 'Reference',
    operator: 'Choose your operator',
    phone: 'Phone number',
    approve: 'Approve payment',
    decline: 'Decline',
    back: 'Back to the merchant',
    magic: 'Test numbers (last two digits)',
    errors: {
      operator: 'Choose an operator.',
      phone: 'Type a 10-digit number.',
      prefix: 'This number does not belong to that operator.',
      closed: 'This payment is already over.',
    },
    outcome: {
      accepted: 'Payment accepted',
      refused: 'Payment declined',
      waiting: 'Approve the payment on your phone',
      expired: 'This payment has expired',
    },
    endings: {
      twice: 'notified twice',
      late: 'notified late',
      never: 'never notified',
      phone: 'approve on the phone, then accepted',
      forged: 'badly signed notification',
      insufficient: 'insufficient balance',
    },
  },
} as const;

export type CheckoutError = keyof (typeof TEXT)['fr']['errors'];
export type Outcome = keyof (typeof TEXT)['fr']['outcome'];

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f4f7;color:#1d2433}
main{max-width:28rem;margin:0 auto;padding:16px}
header{display:flex;align-items:center;justify-content:space-between;gap:8px}
.brand{font-weight:700;font-size:20px;margin:0;color:#0b5e3c}
.tag{font-size:12px;font-weight:600;background:#fff3cd;color:#7a5a00;border-radius:999px;padding:2px 10px}
.note{font-size:13px;color:#5b6475;margin:4px 0 12px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.label{margin:0;font-size:13px;color:#5b6475}
.amount{margin:2px 0 6px;font-size:30px;font-weight:700}
.desc{margin:0 0 6px;overflow-wrap:anywhere}
.ref{margin:0;font-size:12px;color:#5b6475;overflow-wrap:anywhere}
fieldset{border:0;margin:0 0 12px;padding:0}
legend{font-weight:600;margin-bottom:8px}
.ops{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.op{display:flex;align-items:center;gap:8px;min-height:48px;padding:8px 10px;border:2px solid #d5dae3;border-radius:10px;background:#fff}
.op:has(input:checked){border-color:#0b5e3c;background:#eef8f2}
.op input{margin:0;width:18px;height:18px}
.dot{width:14px;height:14px;border-radius:50%;flex:none}
${OPERATORS.map((o) => `.dot-${o.id}{background:${o.colour}}`).join('\n')}
.phone{display:block;font-weight:600;margin-bottom:12px}
.in{display:flex;margin-top:6px;border:2px solid #d5dae3;border-radius:10px;background:#fff;overflow:hidden}
.cc{padding:12px 10px;background:#eef0f4;color:#5b6475}
.in input{flex:1;min-width:0;border:0;padding:12px 10px;font-size:18px;letter-spacing:.04em}
.error{color:#b42318;background:#fef3f2;border-radius:8px;padding:8px 10px;margin:0 0 12px}
button{display:block;width:100%;min-height:48px;border-radius:10px;font-size:17px;font-weight:600;border:0;margin-bottom:8px;cursor:pointer}
.approve{background:#0b5e3c;color:#fff}
.decline{background:#fff;color:#b42318;border:2px solid #f1b7b1}
.outcome{font-size:20px;font-weight:700;margin:0 0 8px}
.outcome-accepted{color:#0b5e3c}.outcome-refused,.outcome-expired{color:#b42318}.outcome-waiting{color:#7a5a00}
details{font-size:13px;color:#5b6475}
details ul{padding-left:18px;margin:6px 0 0}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * The page's policy: nothing but its own style block; forms may go to this server and, for the
 * "back to the merchant" button, to return_url's origin.
 */
export function checkoutPolicy(returnUrl: string): string {
  let origin = '';
  try {
    origin = new URL(returnUrl).origin;
  } catch {
    origin = '';
  }
  const formAction = ["'self'", ...(origin && origin !== 'null' ? [origin] : [])].join(' ');
  return `default-src 'none'; style-src ${STYLE_HASH}; img-src 'none'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

const money = (amount: number, lang: Lang) => `${new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US').format(amount)} F CFA`;

function page(lang: Lang, body: string): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(t.title)}</title><style>${STYLE}</style></head><body><main><header><p class="brand">CinetPay</p><span class="tag">${esc(t.sandbox)}</span></header><p class="note">${esc(t.noMoney)}</p>${body}</main></body></html>`;
}

function summary(tx: SandboxTransaction, lang: Lang): string {
  const t = TEXT[lang];
  return `<section class="card"><p class="label">${esc(t.toPay)}</p><p class="amount">${esc(money(tx.amount, lang))}</p><p class="desc">${esc(tx.description)}</p><p class="ref">${esc(t.reference)} ${esc(tx.transactionId)}</p></section>`;
}

/** The form: operator, number, Approve / Decline. `values` refill it after a refusal. */
export function renderCheckout(tx: SandboxTransaction, action: string, error?: CheckoutError, values: { operator?: string; phone?: string } = {}): string {
  const lang = tx.lang;
  const t = TEXT[lang];
  const ops = OPERATORS.map((o) => `<label class="op"><input type="radio" name="operator" value="${esc(o.id)}" required${values.operator === o.id ? ' checked' : ''}><span class="dot dot-${esc(o.id)}"></span>${esc(o.name)}</label>`).join('');
  const phone = values.phone ?? tx.customerPhone;
  const endings = Object.entries(PHONE_ENDINGS).map(([digits, b]) => `<li>…${esc(digits)} : ${esc(t.endings[b])}</li>`).join('');
  return page(lang, `${summary(tx, lang)}<form class="card" method="post" action="${esc(action)}">`
    + `<fieldset><legend>${esc(t.operator)}</legend><div class="ops">${ops}</div></fieldset>`
    + `<label class="phone">${esc(t.phone)}<span class="in"><span class="cc">+225</span><input type="tel" name="phone" inputmode="numeric" autocomplete="tel-national" pattern="[0-9]{10}" maxlength="10" placeholder="0700000000" value="${esc(phone)}" required></span></label>`
    + (error ? `<p class="error" role="alert">${esc(t.errors[error])}</p>` : '')
    + `<button class="approve" name="decision" value="approve">${esc(t.approve)}</button>`
    + `<button class="decline" name="decision" value="decline" formnovalidate>${esc(t.decline)}</button>`
    + `</form><details><summary>${esc(t.magic)}</summary><ul>${endings}</ul></details>`);
}

/** After the decision (or the expiry): the outcome and CinetPay's POST back to return_url. */
export function renderOutcome(tx: SandboxTransaction, outcome: Outcome): string {
  const lang = tx.lang;
  const t = TEXT[lang];
  return page(lang, `${summary(tx, lang)}<form class="card" method="post" action="${esc(tx.returnUrl)}">`
    + `<p class="outcome outcome-${outcome}" role="status">${esc(t.outcome[outcome])}</p>`
    + `<input type="hidden" name="token" value="${esc(tx.token)}"><input type="hidden" name="transaction_id" value="${esc(tx.transactionId)}">`
    + `<button class="approve">${esc(t.back)}</button></form>`);
}

/** A token that names no payment. */
export const renderUnknown = (): string => page('fr', `<section class="card"><p class="outcome outcome-refused">Paiement introuvable — Payment not found</p></section>`);
