// A user area's order port: what the order service may call.
export const superStamp = 'superstamp';
