// Where the payment provider reaches us and where payers come back to (built by site.ts, offered to
// handlers as services.paymentSite). A file of its own, without imports: http/handler.ts names it.

export interface PaymentSite {
  /** Absolute URL of our webhook (the provider's notify_url). */
  notifyUrl: string;
  /**
   * Origins a returnUrl may name: exact origins, or `http://host:*` for any port of a development
   * host (the loopback names, where a developer opens the app).
   */
  returnOrigins: readonly string[];
  /** The origin a returnUrl given as a path comes back to (PUBLIC_ORIGIN; in development this server on localhost). */
  defaultOrigin: string;
}
