/** Why a checkout cannot start or complete; the page shows the title and text. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 410 | 422 | 503,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The payment provider failed or did not answer in time (STRIPE_TIMEOUT_MS): the customer is told
 * at once, and nothing of the checkout is kept.
 */
export class PaymentsUnavailable extends CheckoutRefusal {
  /** A few minutes, as the page says. */
  readonly retryAfterSeconds = 120;
  constructor() {
    super(
      503,
      'Payments unavailable',
      'Payments are unavailable right now, please try again in a few minutes.',
    );
  }
}

/** An unknown price id or a malformed input of a subscription call (answered 400). */
export class PaymentInputError extends Error {}
