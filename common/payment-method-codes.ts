/**
 * The payment methods' codes (docs/product/screens.md#route-parameters: /credits/{id}/{paymentmethod?}). A module of their own: the
 * route's parameter check is part of the first load, the other enums are not.
 */
export const PAYMENT_METHODS = [
  'sdd', 'prezelewy24', 'blik', 'sct', 'giropay', 'mastercard', 'visa', 'creditcard', 'cartebancaire',
  'nexi', 'ideal', 'bancontact', 'applepay', 'paysafecard', 'maestro', 'paypal', 'sofort', 'eps',
] as const;
