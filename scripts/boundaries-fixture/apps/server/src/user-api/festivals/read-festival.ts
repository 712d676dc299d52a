export const readFestival = 'read';
