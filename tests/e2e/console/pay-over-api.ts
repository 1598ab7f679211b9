// A bank-transfer purchase the way the app makes one, over HTTP against the real server: the
// payment call (spec §7) for a package with method 4, a proof picture through uploadPrivateImg, then the
// remittance call (spec §2 usercenter/order/remittance). Used by the console's money e2e.
import sharp from 'sharp';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply } from '../../../src/contract/envelope.js';
import { PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import type { MyAssets } from '../../../src/contract/types/usercenter.js';
import { apiCall } from './publish-over-api.js';

async function ok<T>(origin: string, path: string, body: unknown, token: string): Promise<T> {
  const reply = await apiCall<T>(origin, path, body, token);
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.message} ${JSON.stringify(reply.customData)}`);
  return reply.customData;
}

/** A picture of a bank receipt (a pale page with a dark band), as a phone would send it. */
async function receiptPicture(origin: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#f4f1e8' } })
    .composite([{ input: { create: { width: 400, height: 60, channels: 3, background: '#1d5fa8' } }, top: 40, left: 40 }])
    .png().toBuffer();
  const form = new FormData();
  form.append('use', 'proof');
  form.append('multipartFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'recu-virement.png');
  const res = await fetch(origin + ENDPOINTS.uploadPrivateImg.path, { method: 'POST', headers: { authorization: token }, body: form });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok || decoded.value.code !== 200) throw new Error(`upload failed: ${JSON.stringify(decoded)}`);
  return (decoded.value.customData as { imgPath: string }).imgPath;
}

/** Orders commodity `commodityId` paid by bank transfer and sends a proof; the order number. */
export async function bankPurchaseWithProof(origin: string, token: string, commodityId: number, remark: string): Promise<string> {
  const order = await ok<PaymentReply>(origin, ENDPOINTS.payment.path, { commodityId, payType: PAYMENT_METHOD.bank, returnUrl: '/common/payConfirmVirtual' }, token);
  const voucherImg = await receiptPicture(origin, token);
  await ok(origin, ENDPOINTS.submitRemittance.path, { orderNo: order.orderNo, voucherImg, remark }, token);
  return order.orderNo;
}

/** Posting chances the user has left, all batches. */
export async function chancesLeft(origin: string, token: string): Promise<number> {
  const assets = await ok<MyAssets>(origin, ENDPOINTS.getMyAssets.path, {}, token);
  return assets.chances.reduce((n, c) => n + c.quantity - c.used, 0);
}

export { ok as apiOk };
