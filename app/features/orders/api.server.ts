/** The orders feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { listCoupons, loadCouponEditor, submitCouponForm } from './admin/coupons.server.ts';
export { submitOrderAction } from './admin/order-actions.server.ts';
export { getOrderDetail } from './admin/order-detail.server.ts';
export { listOrders, orderDashboardCounts } from './admin/order-list.server.ts';
export { ORDERS_CSV_MAX_ROWS, ordersCsv, ordersCsvFileName } from './admin/orders-csv.server.ts';
export { loadShippingEditor, submitShippingForm } from './admin/shipping.server.ts';
export { addToCartAction, type CartActionResult, changeCartAction } from './cart/cart-actions.server.ts';
export { cartMiddleware, cartOwner } from './cart/cart-cookie.server.ts';
export { cartCount, findCart, pruneGuestCarts, readCart, saveCheckoutDraft } from './cart/cart.server.ts';
export { addressSchema } from './checkout/address.schema.ts';
export {
  addressBook,
  addressValues,
  buyerDefaults,
  cartForStep,
  checkoutPath,
  checkoutSummary,
  deliveryOptions,
  stepAfterIdentification,
} from './checkout/checkout.server.ts';
export { identificationSchema } from './checkout/identification.schema.ts';
export { identificationAction, payOrderAction, shippingAction } from './checkout/step-actions.server.ts';
export { bringDeadlineForward, expireDueOrders, orderJobs } from './expire-orders.server.ts';
export { cancelFeeOrder, feeOrdersOf, placeFeeOrder } from './fee-order.server.ts';
export { getMyOrder, hasOrders, listMyOrders } from './my-orders.server.ts';
export { thanksPage } from './checkout/thanks.server.ts';
export { handlePaymentWebhook, startPayment, testPaymentByRef } from './payment.server.ts';
export { orderIdForKey, placeOrder } from './place-order.server.ts';
export { submitFinishing } from './checkout/finishing.server.ts';
export { storeSeeder } from './seed-store.server.ts';
export { shippingOptionsFor } from './shipping.server.ts';
