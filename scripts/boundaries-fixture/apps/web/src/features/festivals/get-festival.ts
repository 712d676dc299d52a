export const festival = 'festival';
