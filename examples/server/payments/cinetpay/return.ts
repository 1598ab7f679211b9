// CinetPay brings the payer back with a POST: "when the customer clicks on the back button,
// CinetPay executes a POST type request" to return_url with `token` and `transaction_id`
// (https://docs.cinetpay.com/api/1.0-en/checkout/retour). Our return addresses are pages of the
// app (spec §2 /common/payConfirmReal, /common/payConfirmVirtual), which the server serves to GET
// only; so a POST there is answered 303 to the same address, query kept (it names the order), and
// the browser loads the page with a GET. Nothing is read from the body and nothing is changed:
// "no processing in your database should be done on the return url" (same page); the page asks
// the server for the order's state. The sandbox's back button does the same POST (checkout-page.ts).
import type { FastifyInstance } from 'fastify';

export function registerCinetPayReturn(app: FastifyInstance, paths: readonly string[]): void {
  for (const path of paths) {
    app.post(path, async (req, reply) => {
      // req.url is a path of this server (it matched `path`): a relative Location, no open redirect.
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.header('Cache-Control', 'no-store').redirect(`${path}${query}`, 303);
    });
  }
}
