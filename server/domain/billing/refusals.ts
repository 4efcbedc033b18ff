/** Why a checkout cannot start or complete; the page shows the title and text. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 410 | 422 | 502,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/** An unknown price id or a malformed input of a subscription call (answered 400). */
export class PaymentInputError extends Error {}
