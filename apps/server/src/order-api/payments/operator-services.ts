import type { PaymentProvider } from './payment-provider.ts';

/*
 * The order API's part of an operator command's context: the payment provider a refund goes
 * through (`orders/refund-order.ts`). `operator/routes.ts` gives it; the platform's
 * `OperatorServices` stays free of any area.
 */
declare module '../../platform/operator-command.ts' {
  interface OperatorServices {
    provider: PaymentProvider;
  }
}
