export const command = { name: 'refund-order' };
