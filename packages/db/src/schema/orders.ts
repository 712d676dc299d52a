/*
 * The order service's tables (issue 15). Money is integer cents (euros), VAT rates basis points.
 * An order keeps its own copy of everything it charged (lines, totals, billing address), so a
 * later catalogue or address change never alters an order or its invoice. One file per group of
 * tables under `orders/`; this module keeps the one import path (`@shortlist/db/schema/orders`).
 */
export * from './orders/basket.ts';
export * from './orders/catalogue.ts';
export * from './orders/invoices.ts';
export * from './orders/order-records.ts';
export * from './orders/payments.ts';
export * from './orders/stamps.ts';
