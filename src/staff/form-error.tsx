import { StaffApiError } from './api';

/** A refusal as the server worded it, read out by screen readers as it appears. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof StaffApiError ? error.message : 'Something went wrong. Please try again.';
  return <p className="error" role="alert">{message}</p>;
}
